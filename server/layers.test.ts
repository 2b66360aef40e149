/**
 * The sandbox's layers (docs/ARCHITECTURE.md): what runs, the module graph from server/main.ts with
 * type-only imports included, has no import cycle between modules nor between folders. A file
 * directly in server/ counts on its own: the entry points (main.ts, app.ts) and the foundations every
 * layer shares (context, clock, errors, schemas) live there side by side. Tests and their helpers
 * are not part of it. Which layer may import which is checked by .dependency-cruiser.cjs.
 */
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

type Graph = Map<string, Map<string, string>>;

async function sandboxModules(): Promise<ICruiseResult['modules']> {
  const { output } = await cruise(
    ['server/main.ts'],
    { tsPreCompilationDeps: true, includeOnly: '^server/', doNotFollow: { path: 'node_modules' } },
    undefined,
    { tsConfig: extractTSConfig('tsconfig.json') },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text instead of a result');
  return output.modules;
}

/** `server/runtime/velaql/views.ts` → `server/runtime/velaql`; `server/app.ts` stays itself. */
function folderOf(module: string): string {
  const parts = module.split('/');
  return parts.length <= 2 ? module : parts.slice(0, -1).join('/');
}

/** node → the nodes it imports, each with one import that makes the edge. */
function graphOf(modules: ICruiseResult['modules'], unit: (module: string) => string): Graph {
  const graph: Graph = new Map();
  for (const module of modules) {
    const from = unit(module.source);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const { resolved } of module.dependencies) {
      const to = unit(resolved);
      if (to !== from && !edges.has(to)) edges.set(to, `${module.source} → ${resolved}`);
    }
  }
  return graph;
}

/** Every group of nodes that import one another, as its edges (Tarjan's strongly connected components). */
function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) {
      found.push(
        group.flatMap((from) =>
          [...(graph.get(from) ?? [])].flatMap(([to, via]) =>
            group.includes(to) ? [`${from} → ${to} (${via})`] : [],
          ),
        ),
      );
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the sandbox layers', () => {
  let modules: ICruiseResult['modules'];
  beforeAll(async () => {
    modules = await sandboxModules();
  });

  it('reads the whole sandbox from its entry point', () => {
    const sources = modules.map((module) => module.source);
    expect(sources).toEqual(expect.arrayContaining(['server/app.ts', 'server/store/documentStore.ts']));
    expect(sources.filter((source) => source.endsWith('.test.ts'))).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(cycles(graphOf(modules, (module) => module))).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    expect(cycles(graphOf(modules, folderOf))).toEqual([]);
  });
});
