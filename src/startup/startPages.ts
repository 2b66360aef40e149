/**
 * The pages people open all day (issue 35), by address: the page's module, loaded as soon as the console
 * starts, beside its first reads, so that the scripts and the data of the page come in one network round.
 * The routes themselves stay the features' (resources/<feature>/index.ts); a start page only gets ahead.
 */
import { loadStatusPage } from '@resources/applications/detail/loadStatusPage';
import { loadResourceGraphView } from '@resources/applications/envStatus/graphs/loadResourceGraphView';
import { loadResourceGraphTab } from '@resources/applications/envStatus/loadResourceGraphTab';
import { loadApplicationDetail, loadApplicationList } from '@resources/applications/pageLoaders';
import { loadPipelineList } from '@resources/pipelines/pageLoaders';

export interface StartPage {
  /** Path segments; `:name` stands for any one segment. */
  pattern: string;
  /** The page's modules, with the loaders its routes use (src/routing/lazyNamed.ts loads each once). */
  modules: (() => Promise<unknown>)[];
  /** The API paths the page reads first, from the address's parameters. */
  reads: (params: Record<string, string>) => string[];
}

const api = '/api/v1';
const app = ({ appName }: Record<string, string>) => `${api}/applications/${encodeURIComponent(appName)}`;
const applicationReads = (params: Record<string, string>) => [
  app(params),
  `${app(params)}/statistics`,
  `${app(params)}/envs`,
  `${app(params)}/components`,
];

export const START_PAGES: readonly StartPage[] = [
  {
    pattern: '/applications',
    modules: [loadApplicationList],
    reads: () => [`${api}/applications`, `${api}/envs?page=1&pageSize=100`],
  },
  {
    pattern: '/applications/:appName/config',
    modules: [loadApplicationDetail],
    reads: (params) => [...applicationReads(params), `${app(params)}/policies`, `${app(params)}/triggers`],
  },
  {
    pattern: '/applications/:appName/envbinding/:envName/status',
    modules: [loadApplicationDetail, loadStatusPage, loadResourceGraphTab, loadResourceGraphView],
    reads: (params) => [
      ...applicationReads(params),
      `${app(params)}/envs/${encodeURIComponent(params.envName)}/status`,
    ],
  },
  {
    pattern: '/pipelines',
    modules: [loadPipelineList],
    reads: () => [`${api}/pipelines`],
  },
];

/** The address's parameters when `pathname` is one of `pattern`, else undefined. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/$/, '').split('/');
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index];
    if (segment.startsWith(':')) {
      if (!value) return undefined;
      params[segment.slice(1)] = decodeURIComponent(value);
    } else if (segment !== value) return undefined;
  }
  return params;
}

/** The start page at `pathname` and its parameters, if it is one. */
export function startPageAt(
  pathname: string,
  pages: readonly StartPage[] = START_PAGES,
): { page: StartPage; params: Record<string, string> } | undefined {
  for (const page of pages) {
    const params = matchPattern(page.pattern, pathname);
    if (params) return { page, params };
  }
  return undefined;
}
