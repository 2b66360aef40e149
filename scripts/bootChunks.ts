import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';

/**
 * Packages that must only ever arrive in the chunks of the pages that draw them. js-yaml (56 KB) too: two
 * start pages show YAML (the status page's manifests, the pipelines' templates), and as what start pages
 * share it came with every start page, the applications list and an application's config included.
 */
export const heavyPackages = [
  'monaco-editor',
  '@monaco-editor/react',
  '@xyflow/react',
  '@xyflow/system',
  '@rjsf/',
  'js-yaml',
];

const heavyModule = (id: string) =>
  heavyPackages.some((pkg) => id.replaceAll('\\', '/').includes(`/node_modules/${pkg}`));

const packageModule = (id: string) => id.replaceAll('\\', '/').includes('/node_modules/');

type ModuleLookup = Pick<ChunkingContext, 'getModuleInfo'>;

/** What `from` imports statically, short of the heavy libraries and of what only they import. */
function staticClosure(lookup: ModuleLookup, from: string): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || heavyModule(id)) continue;
    seen.add(id);
    pending.push(...(lookup.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * For each module the start code may load after the entry, the boot roots (modules that the entry's static
 * imports import dynamically: the signed-in console, the start pages, the login page's Chinese) that import it.
 * The closures follow import statements, not the names imported: through a package's index they reach all of
 * the package, which tree shaking then trims to what the whole console uses.
 */
export function bootRoots(lookup: ModuleLookup, entry: string): Map<string, string[]> {
  const initial = staticClosure(lookup, entry);
  const roots = new Set([...initial].flatMap((id) => lookup.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
  const rootsOf = new Map<string, string[]>();
  for (const root of roots) {
    if (initial.has(root)) continue;
    for (const id of staticClosure(lookup, root)) rootsOf.set(id, [...(rootsOf.get(id) ?? []), root]);
  }
  return rootsOf;
}

export interface BootChunkOptions {
  /** The module index.html starts. */
  entry: string;
  /** The module the start code imports to show the signed-in console. */
  console: string;
  /** Where the features' pages live: the boot roots there are start pages (src/startup/startPages.ts). */
  pages: string;
}

/**
 * The chunk of a module loaded after start, or undefined to leave it to Rolldown: the signed-in console in
 * one chunk, what two or more start pages share in another, and each start page's own code in one more.
 * The console's own modules that a login-time root imports stay out, so that the login page in Chinese
 * loads no more than before; packages do not, as those roots reach all of a package through its index.
 */
export function bootChunkName(
  rootsOf: Map<string, string[]>,
  options: BootChunkOptions,
  id: string,
): string | undefined {
  const roots = rootsOf.get(id);
  if (!roots) return undefined;
  const startRoot = (root: string) => root === options.console || root.startsWith(options.pages);
  const started = roots.filter(startRoot);
  if (started.length === 0 || (started.length < roots.length && !packageModule(id))) return undefined;
  if (started.includes(options.console)) return 'console';
  if (started.length > 1) return 'pages';
  const page = started[0].slice(options.pages.length).replace(/\.[jt]sx?$/, '');
  return `page-${page.replaceAll(/[/\\]/g, '-')}`;
}

/**
 * Rolldown's groups for the start of the console (issue 35): fewer, larger chunks for what the login page,
 * the signed-in shell and the start pages load, so that HTTP/1.1's six connections fetch a handful of files
 * instead of some seventy. The entry's static imports (the login page) form one chunk; a module that two
 * start pages or the console share depends only on what they share too, so the chunks import one another
 * in one direction (page → pages → console → entry) and keep their order of execution.
 */
export function bootChunkGroups(options: BootChunkOptions): CodeSplittingGroup[] {
  const graphs = new WeakMap<ModuleInfo, Map<string, string[]>>();
  const rootsOf = (ctx: ChunkingContext) => {
    const entryInfo = ctx.getModuleInfo(options.entry);
    if (!entryInfo) return undefined;
    const graph = graphs.get(entryInfo) ?? bootRoots(ctx, options.entry);
    graphs.set(entryInfo, graph);
    return graph;
  };
  return [
    { name: 'boot', tags: ['$initial'], priority: 2 },
    {
      name: (id, ctx) => {
        const graph = rootsOf(ctx);
        return graph && bootChunkName(graph, options, id);
      },
      debugName: 'start pages',
      // Each module goes where its name says: taking its imports along would put a module two pages share
      // in the chunk of whichever page Rolldown reached first.
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ];
}
