/**
 * The files outside server/ that the server loads when it runs: modules it imports (type-only imports
 * vanish when tsx compiles) and files it reads through `new URL(…, import.meta.url)` or
 * `join(import.meta.dirname, …)`, followed from module to module. The image must carry them beside server/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const VALUE_IMPORT = /^import (?!type )[^;]*? from '(\.{1,2}\/[^']+)'/gm;
const READ_URL = /new URL\(\s*'(\.{1,2}\/[^']+)',\s*import\.meta\.url\)/g;
const READ_PATH = /join\(\s*import\.meta\.dirname,\s*'([^']+)'\)/g;

function serverModules(dir = join(root, 'server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverModules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function moduleFile(path: string): string {
  const candidates = [path, `${path}.ts`, join(path, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? path;
}

function referencesOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const imports = [...source.matchAll(VALUE_IMPORT)].map(([, spec]) =>
    moduleFile(resolve(dirname(file), spec)),
  );
  const reads = [...source.matchAll(READ_URL), ...source.matchAll(READ_PATH)].map(([, spec]) =>
    resolve(dirname(file), spec),
  );
  return [...imports, ...reads];
}

/** Paths relative to the repository root, e.g. `contract/openapi.json`. */
export function runtimeFilesOutsideServer(): string[] {
  const serverDir = join(root, 'server');
  const outside = new Set<string>();
  const queue = serverModules();
  const seen = new Set(queue);
  while (queue.length) {
    for (const reference of referencesOf(queue.pop() as string)) {
      if (!reference.startsWith(serverDir)) outside.add(relative(root, reference));
      if (reference.endsWith('.ts') && !seen.has(reference)) {
        seen.add(reference);
        queue.push(reference);
      }
    }
  }
  return [...outside].sort();
}
