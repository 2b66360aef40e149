/**
 * The screens the kit's conformance suites run over (src/common/kit/conformance): one row per screen,
 * its page found in the registry (src/features.ts), so the suites draw the screen as the console does,
 * light, with `renderKit`. A new list screen joins by adding a row; a feature's list that has no row
 * and no reason in `NOT_LIST_FRAMES` fails `listScreens.test.tsx`.
 */
import type { ComponentType, ReactElement } from 'react';
import { createElement, Suspense } from 'react';
import type { RaRecord } from 'react-admin';
import { vi } from 'vitest';
import { features } from '../features';
import { createI18nProvider } from '../i18n/catalogs/i18nProvider';
import { delayed } from './latency';
import { listsDataProvider } from './listDataProvider';
import { renderKit } from './renderKit';

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
  /**
   * A row's delete action: its label (catalog key or text, then the row's name), the question's catalog key
   * if not the kit's, the data provider method that deletes if not `delete`, and the success text's key
   * (a declared screen's comes from its declaration).
   */
  remove?: { labelKey: string; questionKey?: string; method?: string; doneKey?: string };
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
    remove: { labelKey: 'resources.envs.action.remove', doneKey: 'resources.envs.notification.deleted' },
  },
  {
    resource: 'users',
    page: { list: 'users' },
    path: '/users',
    record: (name) => named(name, { email: `${name}@example.com`, disabled: false, roles: [] }),
    filter: { labelKey: 'resources.users.filters.name', source: 'name' },
    remove: { labelKey: 'ra.action.delete', doneKey: 'resources.users.notification.deleted' },
  },
  {
    resource: 'clusters',
    page: { list: 'clusters' },
    path: '/clusters',
    record: (name) =>
      named(name, {
        status: 'Healthy',
        provider: { provider: '' },
        labels: {},
        kubeConfig: 'apiVersion: v1',
      }),
    emptyKey: 'resources.clusters.empty',
    filter: { labelKey: 'resources.clusters.search', source: 'q' },
    remove: {
      labelKey: 'resources.clusters.action.detach',
      doneKey: 'resources.clusters.notification.deleted',
    },
  },
  {
    resource: 'projects',
    page: { route: '/platform/projects' },
    path: '/platform/projects',
    record: (name) => named(name, { owner: { name: 'admin', alias: 'Administrator' } }),
    emptyKey: 'resources.projects.empty',
    remove: {
      labelKey: 'ra.action.delete',
      questionKey: 'resources.projects.confirm.delete',
      doneKey: 'resources.projects.notification.deleted',
    },
  },
  {
    resource: 'pipelines',
    page: { list: 'pipelines' },
    path: '/pipelines',
    record: (name) => named(name, { project: defaultProject, info: {} }),
    filter: { labelKey: 'resources.pipelines.filter.q', source: 'q' },
    remove: {
      labelKey: 'resources.pipelines.action.remove',
      method: 'deletePipeline',
      doneKey: 'resources.pipelines.notification.deleted',
    },
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
    remove: { labelKey: 'ra.action.delete' },
  },
  {
    resource: 'targets',
    page: { list: 'targets' },
    path: '/targets',
    record: (name) =>
      named(name, { project: defaultProject, cluster: { clusterName: 'local', namespace: name } }),
    perPage: 5,
    remove: { labelKey: 'Remove' },
  },
  {
    // The configs of one template: its page is a route of the configs feature, not a resource list.
    // The template's alias is the server's data, so it is not an English catalog text (the Chinese suite).
    resource: 'configs',
    page: { route: '/configs/:templateName/config' },
    path: '/configs/team-charts/config',
    record: (name) => ({
      id: name,
      name,
      alias: '',
      description: '',
      template: { name: 'team-charts', namespace: 'vela-system' },
      sensitive: false,
      shared: false,
      createdTime: '2024-05-01T10:20:30Z',
      properties: { url: 'https://charts.example.com' },
    }),
    remove: { labelKey: 'ra.action.delete', doneKey: 'resources.configs.notification.deleted' },
    lookups: {
      configTemplates: [
        {
          id: 'team-charts',
          name: 'team-charts',
          alias: 'Team Charts',
          namespace: 'vela-system',
          description: '',
          scope: 'project',
          sensitive: false,
        },
      ],
    },
  },
  {
    resource: 'releaseNotes',
    page: { list: 'releaseNotes' },
    path: '/releaseNotes',
    record: (name) => ({ id: name, version: name, title: `${name} title`, updateTime: '2024-05-01' }),
    filter: { labelKey: 'Search', source: 'q' },
    remove: { labelKey: 'ra.action.delete' },
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

const i18n = createI18nProvider(features);

/** The English words of a catalog key (or the text itself), as users read them. */
export const words = (key: string, options: Record<string, unknown> = {}) =>
  i18n.translate(key, { _: key, ...options });

/** Names of `count` rows, in the order the list shows them. */
export const rowNames = (count: number) =>
  Array.from({ length: count }, (_, index) => `row-${String(index).padStart(2, '0')}`);

/**
 * Draws a row's screen over rows of those names, with a data provider that answers its lookups and
 * accepts deletes (`delete` and the row's own delete method); `hash` opens a drawer (`#create`).
 */
export function drawScreen(row: ListScreen, names: string[] = rowNames(2), hash = '') {
  const provider = listsDataProvider({
    ...row.lookups,
    [row.resource]: names.map((name) => row.record(name)),
  });
  const deletes = vi.fn(delayed((...args: unknown[]) => ({ data: args })));
  const dataProvider = Object.assign(provider, {
    delete: deletes,
    ...(row.remove?.method ? { [row.remove.method]: deletes } : {}),
  });
  const path = `${row.path}${hash}`;
  // A page at a route with parameters is drawn under that route, so it reads them.
  const route = 'route' in row.page && row.page.route.includes(':') ? row.page.route : undefined;
  return {
    ...renderKit(screenElement(row), { resource: row.resource, path, route, dataProvider }),
    dataProvider,
    deletes,
  };
}
