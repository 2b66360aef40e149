import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

const files = sources(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
/** What a module loads: type-only imports are erased from the build, so they load nothing. */
const importsOf = (text: string) =>
  [...text.replace(/^import type [^;]*;/gm, '').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(
    (match) => match[1],
  );

describe('schemas/ boundaries', () => {
  it('loads Monaco only inside the lazily imported editor module', () => {
    const monacoUsers = files.filter(({ text }) =>
      importsOf(text).some(
        (source) => source.startsWith('monaco-editor') || source === '@monaco-editor/react',
      ),
    );
    expect(monacoUsers.map(({ path }) => path).sort()).toEqual([
      'code/MonacoCodeEditor.tsx',
      'code/monacoSetup.ts',
    ]);
    const editorImporters = files.filter(
      ({ text }) => /['/]MonacoCodeEditor'/.test(text) || /monacoSetup'/.test(text),
    );
    expect(editorImporters.map(({ path }) => path).sort()).toEqual([
      'code/CodeEditor.tsx',
      'code/MonacoCodeEditor.tsx',
    ]);
    expect(files.find(({ path }) => path === 'code/CodeEditor.tsx')?.text).toContain(
      "lazy(() => import('./MonacoCodeEditor'))",
    );
  });

  it('never reaches for the data provider, the app shell or the network', () => {
    // Test support (schemas/test/) may share the console's test helpers; product code may not.
    for (const { path, text } of files.filter((file) => !file.path.startsWith('test/'))) {
      for (const source of importsOf(text)) {
        expect(source, path).not.toMatch(
          /^(@dataProvider|@src|@resources|@authProvider)\b|dataProvider|^\.\.\/\.\.\/\.\.\//,
        );
      }
      expect(text, path).not.toMatch(/\bfetch\(|XMLHttpRequest|https?:\/\/cdn/);
    }
  });

  it('imports Material icons one path at a time', () => {
    for (const { path, text } of files) expect(text, path).not.toMatch(/from '@mui\/icons-material'/);
  });
});
