/**
 * The pages people open all day (issue 35), by address: the page's module, loaded as soon as the console
 * starts, beside its first reads, so that the scripts and the data of the page come in one network round.
 * The routes themselves stay the features' (resources/<feature>/index.ts); a start page only gets ahead.
 */
import { resourceTreePath } from '@dataProvider/verbs/resourceGraph';
import { loadStatusPage } from '@resources/applications/detail/loadStatusPage';
import { graphScope, type ScopeBinding } from '@resources/applications/envStatus/graphs/graphScope';
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
  /** A read that needs the answer of one of the first (`after`): sent as soon as that answer comes. */
  follows?: (params: Record<string, string>) => FollowingReads;
}

export interface FollowingReads {
  after: string;
  reads: (answer: unknown) => string[];
}

const api = '/api/v1';
const app = ({ appName }: Record<string, string>) => `${api}/applications/${encodeURIComponent(appName)}`;
const envBindings = (params: Record<string, string>) => `${app(params)}/envs`;
const applicationReads = (params: Record<string, string>) => [
  app(params),
  `${app(params)}/statistics`,
  envBindings(params),
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
    // The resource graph, the default tab, reads the tree of where its binding deploys the application.
    follows: (params) => ({
      after: envBindings(params),
      reads: (answer) => {
        const { envBindings: bindings } = (answer ?? {}) as { envBindings?: ScopeBinding[] };
        const scope = graphScope(bindings, { appName: params.appName, envName: params.envName });
        return scope ? [resourceTreePath(api, scope)] : [];
      },
    }),
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
