/**
 * Import cycles between modules and between folders, over the module graph dependency-cruiser reads
 * from entry points (type-only imports included). server/layers.test.ts and src/layers.test.ts check
 * the sandbox and the console with it; .dependency-cruiser.cjs says which layer may import which.
 */
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

export type Modules = ICruiseResult['modules'];

/** node → the nodes it imports, each with one import that makes the edge. */
export type Graph = Map<string, Map<string, string>>;

/** What runs from the entry points, within the folders `includeOnly` matches; tests are not part of it. */
export async function modulesFrom(entries: string[], includeOnly: string): Promise<Modules> {
  const { output } = await cruise(
    entries,
    {
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      includeOnly,
      doNotFollow: { path: 'node_modules' },
    },
    undefined,
    { tsConfig: extractTSConfig('tsconfig.json') },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text instead of a result');
  return output.modules;
}

/** The graph of the units (`unit` names a module's: itself, its folder) and the imports between them. */
export function graphOf(modules: Modules, unit: (module: string) => string): Graph {
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
export function cycles(graph: Graph): string[][] {
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

/** `server/runtime/velaql/views.ts` → `server/runtime/velaql`; a file directly in a top folder (`server/app.ts`) stays itself. */
export function folderOf(module: string): string {
  const parts = module.split('/');
  return parts.length <= 2 ? module : parts.slice(0, -1).join('/');
}

/**
 * The console's nodes: a feature of resources/ with everything below it (its screens share through its
 * own shared/ folder), any other module its folder (`folderOf`).
 */
export const consoleUnitOf = (module: string): string =>
  module.startsWith('resources/') ? module.split('/').slice(0, 2).join('/') : folderOf(module);
