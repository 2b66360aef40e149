import { preloadsOf, type BuiltChunk } from './startPreloads';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []) => ({
  fileName,
  isEntry: false,
  imports,
  moduleIds,
  css,
});

const BUILD: BuiltChunk[] = [
  { ...chunk('assets/index.js', ['/app/src/main.tsx'], ['assets/runtime.js']), isEntry: true },
  chunk('assets/runtime.js', []),
  chunk('assets/console.js', ['/app/src/showConsole.tsx'], ['assets/runtime.js', 'assets/index.js']),
  chunk('assets/pages.js', ['/app/resources/shared.ts'], ['assets/console.js', 'assets/index.js']),
  chunk('assets/list.js', ['/app/resources/list/List.tsx'], ['assets/pages.js', 'assets/console.js']),
  chunk('assets/graph.js', ['/app/resources/graph/Graph.tsx'], ['assets/xyflow.js', 'assets/pages.js']),
  chunk('assets/xyflow.js', ['/app/node_modules/@xyflow/react/index.js'], [], ['assets/xyflow.css']),
  chunk('assets/editor.js', ['/app/resources/editor/Editor.tsx'], ['assets/console.js']),
];

describe('a start page’s preloads', () => {
  it('are the chunks of its modules and what they import, each after its imports, short of what the document loads', () => {
    expect(preloadsOf(BUILD, ['/app/resources/list/List.tsx'])).toEqual({
      scripts: ['assets/console.js', 'assets/pages.js', 'assets/list.js'],
      styles: [],
    });
  });

  it('take each chunk once over several modules, with the styles those chunks import', () => {
    expect(preloadsOf(BUILD, ['/app/resources/list/List.tsx', '/app/resources/graph/Graph.tsx'])).toEqual({
      scripts: [
        'assets/console.js',
        'assets/pages.js',
        'assets/list.js',
        'assets/xyflow.js',
        'assets/graph.js',
      ],
      styles: ['assets/xyflow.css'],
    });
  });

  it('stop the build when a start page names a module the build does not hold', () => {
    expect(() => preloadsOf(BUILD, ['/app/resources/gone/Gone.tsx'])).toThrow(/Gone\.tsx is in no chunk/);
  });
});
