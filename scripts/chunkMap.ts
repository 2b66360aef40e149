import type { Plugin } from 'vite';

export interface ChunkInfo {
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  packages: string[];
}

/** The npm package a bundled module comes from, or `app` for the project's own code. */
export function packageOf(moduleId: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId.replaceAll('\\', '/'));
  return match ? match[1] : 'app';
}

/**
 * Writes dist/.vite/chunks.json: for every JavaScript chunk, its static and dynamic imports and the
 * packages bundled into it. The benchmark reads it to prove what the login page does not load.
 */
export function chunkMap(): Plugin {
  return {
    name: 'vela-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkInfo> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          packages: [...new Set(Object.keys(output.modules).map(packageOf))].sort(),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}
