/**
 * The modules each start page (startPages.ts) draws first, by its address pattern, from the project's root.
 * The build (scripts/startPreloads.ts) turns them into the chunks the server names as module preloads in
 * the document it serves at such an address, so that the page's scripts come in the document's next round.
 * It has no imports, so that the build can read it; startPages.test.ts checks that the start pages' loaders
 * load these very modules.
 */
export const START_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/applications': ['resources/applications/list/ApplicationList.tsx'],
  '/applications/:appName/config': ['resources/applications/detail/ApplicationDetail.tsx'],
  '/applications/:appName/envbinding/:envName/status': [
    'resources/applications/detail/ApplicationDetail.tsx',
    'resources/applications/envStatus/StatusPage.tsx',
    'resources/applications/envStatus/graphs/ResourceGraphTab.tsx',
    'resources/applications/envStatus/graphs/ResourceGraphView.tsx',
  ],
  '/pipelines': ['resources/pipelines/list/PipelineList.tsx'],
};
