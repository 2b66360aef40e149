/**
 * The pages people open all day (issue 35), by address: the page's modules, loaded as soon as the console
 * starts, beside its first reads (startReads.ts, which the start script in index.html sends already), so
 * that the scripts and the data of the page come in one network round. The routes themselves stay the
 * features' (resources/<feature>/index.ts); a start page only gets ahead.
 */
import { loadStatusPage } from '@resources/applications/detail/loadStatusPage';
import { loadResourceGraphView } from '@resources/applications/envStatus/graphs/loadResourceGraphView';
import { loadResourceGraphTab } from '@resources/applications/envStatus/loadResourceGraphTab';
import { loadApplicationDetail, loadApplicationList } from '@resources/applications/pageLoaders';
import { loadPipelineList } from '@resources/pipelines/pageLoaders';
import { pageAt, START_READS, type StartReads } from './startReads';

export interface StartPage extends StartReads {
  /** The page's modules, with the loaders its routes use (src/routing/lazyNamed.ts loads each once). */
  modules: (() => Promise<unknown>)[];
}

/** Each start page's modules, by its address pattern (startReads.ts). */
const START_PAGE_LOADERS: Readonly<Record<string, StartPage['modules']>> = {
  '/applications': [loadApplicationList],
  '/applications/:appName/config': [loadApplicationDetail],
  '/applications/:appName/envbinding/:envName/status': [
    loadApplicationDetail,
    loadStatusPage,
    loadResourceGraphTab,
    loadResourceGraphView,
  ],
  '/pipelines': [loadPipelineList],
};

export const START_PAGES: readonly StartPage[] = START_READS.map((page) => ({
  ...page,
  modules: START_PAGE_LOADERS[page.pattern] ?? [],
}));

/** The start page at `pathname` and its parameters, if it is one. */
export function startPageAt(
  pathname: string,
  pages: readonly StartPage[] = START_PAGES,
): { page: StartPage; params: Record<string, string> } | undefined {
  return pageAt(pathname, pages);
}
