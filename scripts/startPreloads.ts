import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What the document at a start page's address preloads: its chunks' files, from the site's root. */
export interface StartPreload {
  pattern: string;
  scripts: string[];
  styles: string[];
}

export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  css: string[];
}

const slashes = (path: string) => path.replaceAll('\\', '/');

/** The files in `seeds` and all they import statically, each after what it imports (the order they run in). */
function staticClosure(byFile: Map<string, BuiltChunk>, seeds: string[]): string[] {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    ordered.push(file);
  };
  for (const seed of seeds) visit(seed);
  return ordered;
}

/**
 * The scripts and styles that `modules` need: the chunks holding them and what those import statically,
 * short of the entry and what it imports, which the document loads already.
 */
export function preloadsOf(
  chunks: readonly BuiltChunk[],
  modules: readonly string[],
): Omit<StartPreload, 'pattern'> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const loaded = new Set(staticClosure(byFile, entries));
  const seeds = modules.map((id) => {
    const holder = chunks.find((chunk) =>
      chunk.moduleIds.some((moduleId) => slashes(moduleId) === slashes(id)),
    );
    if (!holder) throw new Error(`start page module ${id} is in no chunk of the build`);
    return holder.fileName;
  });
  const scripts = staticClosure(byFile, seeds).filter((file) => !loaded.has(file));
  return { scripts, styles: [...new Set(scripts.flatMap((file) => byFile.get(file)?.css ?? []))] };
}

/**
 * Writes dist/.vite/startPreloads.json: for each start page's address pattern, the files of its modules
 * (src/startup/startPageModules.ts) that the server names as preloads in the document at such an address.
 */
export function startPreloads(pages: Readonly<Record<string, readonly string[]>>, root: string): Plugin {
  let base = '/';
  return {
    name: 'vela-start-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const { fileName, isEntry, imports, moduleIds } = output;
        chunks.push({
          fileName,
          isEntry,
          imports,
          moduleIds,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      const preloads: StartPreload[] = Object.entries(pages).map(([pattern, modules]) => {
        const files = preloadsOf(
          chunks,
          modules.map((module) => resolve(root, module)),
        );
        return {
          pattern,
          scripts: files.scripts.map((file) => `${base}${file}`),
          styles: files.styles.map((file) => `${base}${file}`),
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/startPreloads.json',
        source: JSON.stringify(preloads, null, 1),
      });
    },
  };
}
