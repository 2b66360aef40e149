import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';
import { bootChunkGroups } from './bootChunks';

/** A console in miniature: module → [static imports, dynamic imports]. */
const modules: Record<string, [string[], string[]?]> = {
  '/c/src/main.tsx': [['/c/node_modules/react/index.js', '/c/src/loginShell.tsx']],
  '/c/src/loginShell.tsx': [
    ['/c/node_modules/react/index.js'],
    [
      '/c/src/showConsole.tsx',
      '/c/src/i18n/loginChinese.ts',
      '/c/resources/apps/List.tsx',
      '/c/resources/apps/Detail.tsx',
      '/c/resources/pipelines/List.tsx',
    ],
  ],
  '/c/node_modules/react/index.js': [[]],
  '/c/src/showConsole.tsx': [
    ['/c/src/layout.tsx', '/c/node_modules/react-admin/index.js', '/c/src/i18n/zh.ts'],
  ],
  '/c/src/layout.tsx': [['/c/node_modules/react/index.js']],
  '/c/node_modules/react-admin/index.js': [['/c/node_modules/react-admin/List.js']],
  '/c/node_modules/react-admin/List.js': [[]],
  '/c/src/i18n/loginChinese.ts': [['/c/node_modules/react-admin/index.js', '/c/src/i18n/zh.ts']],
  '/c/src/i18n/zh.ts': [[]],
  '/c/resources/apps/List.tsx': [['/c/resources/kit/Table.tsx', '/c/node_modules/@xyflow/react/index.js']],
  '/c/resources/apps/Detail.tsx': [['/c/resources/kit/Table.tsx', '/c/resources/apps/Tabs.tsx']],
  '/c/resources/kit/Table.tsx': [['/c/src/layout.tsx']],
  '/c/resources/apps/Tabs.tsx': [[]],
  '/c/resources/pipelines/List.tsx': [['/c/resources/pipelines/Row.tsx']],
  '/c/resources/pipelines/Row.tsx': [[]],
  '/c/node_modules/@xyflow/react/index.js': [['/c/node_modules/d3-zoom/index.js']],
  '/c/node_modules/d3-zoom/index.js': [[]],
};
const infos = new Map(
  Object.entries(modules).map(([id, [importedIds, dynamicallyImportedIds = []]]) => [
    id,
    { id, importedIds, dynamicallyImportedIds } as unknown as ModuleInfo,
  ]),
);
const ctx: ChunkingContext = { getModuleInfo: (id) => infos.get(id) ?? null };

const [boot, startPages] = bootChunkGroups({
  entry: '/c/src/main.tsx',
  console: '/c/src/showConsole.tsx',
  pages: '/c/resources/',
});
const chunkOf = (id: string) => {
  const { name } = startPages as CodeSplittingGroup;
  return typeof name === 'function' ? name(id, ctx) : name;
};

describe('the chunks of the console start', () => {
  it('puts what the entry imports statically, the login page, in one chunk', () => {
    expect(boot).toMatchObject({ tags: ['$initial'] });
    expect(boot.priority).toBeGreaterThan(startPages.priority ?? 0);
  });

  it('puts the signed-in console in one chunk, with the packages it imports', () => {
    expect(chunkOf('/c/src/showConsole.tsx')).toBe('console');
    expect(chunkOf('/c/src/layout.tsx')).toBe('console');
    expect(chunkOf('/c/node_modules/react-admin/List.js')).toBe('console');
  });

  it('leaves out of it what the login page in Chinese imports from the console', () => {
    expect(chunkOf('/c/src/i18n/zh.ts')).toBeUndefined();
    expect(chunkOf('/c/src/i18n/loginChinese.ts')).toBeUndefined();
  });

  it('gives the start pages one chunk for what they share and one each for their own code', () => {
    expect(chunkOf('/c/resources/kit/Table.tsx')).toBe('pages');
    expect(chunkOf('/c/resources/apps/Detail.tsx')).toBe('page-apps-Detail');
    expect(chunkOf('/c/resources/apps/Tabs.tsx')).toBe('page-apps-Detail');
    expect(chunkOf('/c/resources/apps/List.tsx')).toBe('page-apps-List');
    expect(chunkOf('/c/resources/pipelines/Row.tsx')).toBe('page-pipelines-List');
  });

  it('leaves the heavy libraries, and what only they import, to the pages that draw them', () => {
    expect(chunkOf('/c/node_modules/@xyflow/react/index.js')).toBeUndefined();
    expect(chunkOf('/c/node_modules/d3-zoom/index.js')).toBeUndefined();
  });
});
