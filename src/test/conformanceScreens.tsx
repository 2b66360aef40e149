/**
 * The screens the kit's conformance suites run over (src/common/kit/conformance): one row per screen,
 * its page found in the registry (src/features.ts), so the suites draw the screen as the console does,
 * light, with `renderKit`. A new list screen joins by adding a row; a feature's list that has no row
 * and no reason in `NOT_LIST_FRAMES` fails `listScreens.test.tsx`.
 */
import type { ComponentType, ReactElement } from 'react';
import { createElement, Suspense } from 'react';
import type { RaRecord } from 'react-admin';
import { features } from '../features';

export interface ListScreen {
  /** The react-admin resource the list reads. */
  resource: string;
  /** Where the registry puts the page: a feature's resource list, or the path of one of its routes. */
  page: { list: string } | { route: string };
  /** The address the page is drawn at (the route's own when it has parameters). */
  path: string;
  /** A row the server would send; `name` is what the row shows. */
  record: (name: string) => RaRecord;
  /** The catalog key of what the list says when there is nothing, else the kit's default. */
  emptyKey?: string;
  /** A text filter the page keeps in the URL: its catalog label and the filter's name. */
  filter?: { labelKey: string; source: string };
  /** Rows a page holds. */
  perPage?: number;
  /** Other lists the page reads (a picker's choices), by resource. */
  lookups?: Record<string, RaRecord[]>;
}

const named = (name: string, fields: Record<string, unknown> = {}): RaRecord => ({
  id: name,
  name,
  alias: '',
  description: '',
  createTime: '2024-05-01T10:20:30',
  updateTime: '2024-05-01T10:20:30',
  ...fields,
});

const defaultProject = { name: 'default', alias: 'Default' };

export const listScreens: ListScreen[] = [
  {
    resource: 'envs',
    page: { list: 'envs' },
    path: '/envs',
    record: (name) => named(name, { namespace: `${name}-ns`, project: defaultProject, targets: [] }),
    emptyKey: 'resources.envs.empty',
  },
  {
    resource: 'users',
    page: { list: 'users' },
    path: '/users',
    record: (name) => named(name, { email: `${name}@example.com`, disabled: false, roles: [] }),
    filter: { labelKey: 'resources.users.filters.name', source: 'name' },
  },
  {
    resource: 'clusters',
    page: { list: 'clusters' },
    path: '/clusters',
    record: (name) => named(name, { status: 'Healthy', provider: { provider: '' }, labels: {} }),
    emptyKey: 'resources.clusters.empty',
    filter: { labelKey: 'resources.clusters.search', source: 'q' },
  },
  {
    resource: 'projects',
    page: { route: '/platform/projects' },
    path: '/platform/projects',
    record: (name) => named(name, { owner: { name: 'admin', alias: 'Administrator' } }),
    emptyKey: 'resources.projects.empty',
  },
  {
    resource: 'pipelines',
    page: { list: 'pipelines' },
    path: '/pipelines',
    record: (name) => named(name, { project: defaultProject, info: {} }),
    filter: { labelKey: 'resources.pipelines.filter.q', source: 'q' },
  },
  {
    resource: 'applications',
    page: { list: 'applications' },
    path: '/applications',
    record: (name) => named(name, { project: defaultProject }),
    filter: { labelKey: 'resources.applications.filter.q', source: 'q' },
  },
  {
    resource: 'roles',
    page: { list: 'roles' },
    path: '/roles',
    record: (name) => named(name, { permissions: [] }),
  },
  {
    resource: 'targets',
    page: { list: 'targets' },
    path: '/targets',
    record: (name) =>
      named(name, { project: defaultProject, cluster: { clusterName: 'local', namespace: name } }),
    perPage: 5,
  },
  {
    resource: 'releaseNotes',
    page: { list: 'releaseNotes' },
    path: '/releaseNotes',
    record: (name) => ({ id: name, version: name, title: `${name} title`, updateTime: '2024-05-01' }),
    filter: { labelKey: 'Search', source: 'q' },
  },
];

/**
 * Resources whose list is not a `ListFrame` of server rows, so the list-frame suite does not run on them
 * (their own tests cover their states).
 */
export const NOT_LIST_FRAMES: Record<string, string> = {
  addons: 'cards filtered in the browser over the registry answer, with its own states',
  projects: "the signed-in user's memberships from user_info, a local list (useUrlList)",
};

/** The page a row names, as the registry gives it, ready to draw (lazy pages load inside a Suspense). */
export function screenElement(screen: Pick<ListScreen, 'page'>): ReactElement {
  const { page } = screen;
  const element =
    'list' in page
      ? features.find((feature) => feature.resource?.name === page.list)?.resource?.list
      : features.flatMap((feature) => feature.routes ?? []).find((route) => route.path === page.route)
          ?.element;
  if (!element) throw new Error(`no page in the registry for ${JSON.stringify(page)}`);
  const drawn = 'list' in page ? createElement(element as ComponentType) : (element as ReactElement);
  return createElement(Suspense, { fallback: null }, drawn);
}

/** The resources of the registry that have a list page. */
export const registeredLists = () =>
  features.flatMap((feature) => (feature.resource?.list ? [feature.resource.name] : []));
