/**
 * What the first screen reads (issue 35): who is signed in and the plugins on every page, and on the
 * pages people open all day (by address) their first reads, then the reads that need one of those. The
 * start script inlined in index.html (startScript.ts) sends them before any module has loaded, and
 * startPages.ts adds each page's modules; so this module and what it imports stay free of heavy imports.
 */
import { resourceTreePath } from '@dataProvider/verbs/resourceGraph';
import { graphScope, type ScopeBinding } from '@resources/applications/envStatus/graphs/graphScope';

export interface StartReads {
  /** Path segments; `:name` stands for any one segment. */
  pattern: string;
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

/** What every page of the console reads first, signed in: who is signed in, and the plugins (their menus). */
export const SESSION_READS: readonly string[] = [`${api}/auth/user_info`, `${api}/plugins`];

const app = ({ appName }: Record<string, string>) => `${api}/applications/${encodeURIComponent(appName)}`;
const envBindings = (params: Record<string, string>) => `${app(params)}/envs`;
const applicationReads = (params: Record<string, string>) => [
  app(params),
  `${app(params)}/statistics`,
  envBindings(params),
  `${app(params)}/components`,
];

export const START_READS: readonly StartReads[] = [
  {
    pattern: '/applications',
    reads: () => [`${api}/applications`, `${api}/envs?page=1&pageSize=100`],
  },
  {
    pattern: '/applications/:appName/config',
    reads: (params) => [...applicationReads(params), `${app(params)}/policies`, `${app(params)}/triggers`],
  },
  {
    pattern: '/applications/:appName/envbinding/:envName/status',
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
    reads: () => [`${api}/pipelines`],
  },
];

/** A segment of the address decoded; undefined when it is not validly encoded (`%E0%A4%A`): no early reads then. */
function decodedSegment(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The address's parameters when `pathname` is one of `pattern`, else undefined. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/$/, '').split('/');
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index];
    if (segment.startsWith(':')) {
      const decoded = value ? decodedSegment(value) : undefined;
      if (decoded === undefined) return undefined;
      params[segment.slice(1)] = decoded;
    } else if (segment !== value) return undefined;
  }
  return params;
}

/** The start page of `pages` at `pathname` and its parameters, if it is one. */
export function pageAt<Page extends Pick<StartReads, 'pattern'>>(
  pathname: string,
  pages: readonly Page[],
): { page: Page; params: Record<string, string> } | undefined {
  for (const page of pages) {
    const params = matchPattern(page.pattern, pathname);
    if (params) return { page, params };
  }
  return undefined;
}
