/**
 * Test support shared by every application screen: applications of the demo project (an ordinary one,
 * an addon's read-only one and one synced from a cluster), its environments, component definitions, and
 * a data provider over them. Nested resources take their rows from `<resource>:<app>` (or
 * `definitions:<type>`) tables; users and the demo project are src/test/users.ts's.
 */
import { HttpError, testDataProvider } from 'react-admin';
import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { vi } from 'vitest';
import { delayed } from '@src/test/latency';
import { SOURCE_OF_TRUTH_LABEL } from './application';
import { demoProject } from '@src/test/users';

export const appTime = '2024-05-03T09:15:00Z';

const demo = { name: demoProject.name, alias: demoProject.alias };

const app = (name: string, extra: RaRecord | object = {}) => ({
  id: name,
  name,
  alias: '',
  description: '',
  icon: '',
  project: demo,
  labels: {},
  createTime: appTime,
  updateTime: appTime,
  envBindings: ['dev'],
  policies: [],
  resourceInfo: { componentNum: 1 },
  ...extra,
});

/** An ordinary application: alias, description, a visible label and the labels the console hides. */
export const helloWorld = app('hello-world', {
  alias: 'Hello World',
  description: 'Says hello',
  labels: { team: 'shop', tier: 'web', [SOURCE_OF_TRUTH_LABEL]: 'from-velaux', 'ux.oam.dev/owner': 'x' },
  envBindings: ['dev', 'prod'],
});

/** Managed by an addon: the server marks it read-only. */
export const addonApp = app('addon-fluxcd', {
  description: 'Installed by the fluxcd addon',
  readOnly: true,
  labels: { [SOURCE_OF_TRUTH_LABEL]: 'from-inner-system' },
  envBindings: [],
});

/** Synced from a cluster: read-only in the console although the server calls it read-write. */
export const syncedApp = app('synced-cart', {
  alias: 'Cart',
  labels: { [SOURCE_OF_TRUTH_LABEL]: 'from-k8s-resource', team: 'cart' },
});

const env = (name: string, alias: string, targets: string[]) => ({
  id: name,
  name,
  alias,
  description: '',
  namespace: name,
  project: demo,
  targets: targets.map((target) => ({ name: target, alias: '' })),
  createTime: appTime,
  updateTime: appTime,
});

export const demoEnvs = [env('dev', 'Development', ['dev']), env('prod', 'Production', ['prod'])];

const definition = (name: string, description: string, extra: object = {}) => ({
  id: name,
  name,
  alias: '',
  description,
  icon: '',
  status: 'enable',
  labels: {},
  workloadType: 'deployments.apps',
  ...extra,
});

/** Component types: the four core ones, a terraform one (Cloud) and a custom one. */
export const componentDefinitions = [
  definition('webservice', 'Long-running, scalable, containerized services'),
  definition('worker', 'Long-running, scalable, backend workloads'),
  definition('task', 'A job that runs once'),
  definition('k8s-objects', 'Raw Kubernetes objects'),
  definition('alibaba-oss', 'Terraform OSS bucket', { labels: { type: 'terraform' } }),
  definition('my-cronjob', 'A team-made cron job'),
];

export const appTables = (): Record<string, RaRecord[]> => ({
  applications: [helloWorld, addonApp, syncedApp],
  envs: demoEnvs,
  projectTargets: [
    { id: 'dev', name: 'dev', alias: 'Development' },
    { id: 'prod', name: 'prod', alias: '' },
  ],
  'definitions:component': componentDefinitions,
});

const scopeOf = (params: { meta?: unknown; filter?: unknown }): string | undefined => {
  const sources = [params.meta, params.filter] as ({ app?: string; type?: string } | undefined)[];
  for (const source of sources) {
    const value = source?.app ?? source?.type;
    if (value) return value;
  }
  return undefined;
};

const projectOf = (row: RaRecord): unknown =>
  typeof row.project === 'object' && row.project ? (row.project as { name?: string }).name : row.project;

/**
 * Answers reads from the tables (paged like the server; `filter.project` kept) and accepts every write; a
 * deleted row is left out of later reads.
 * A resource read with `meta.app` or `meta.type` answers from `<resource>:<value>` when that table exists.
 */
export function appProvider(tables = appTables()) {
  const tableOf = (resource: string, params: { meta?: unknown; filter?: unknown }) => {
    const scoped = `${resource}:${scopeOf(params)}`;
    return Object.hasOwn(tables, scoped) ? scoped : resource;
  };
  const rows = (resource: string, params: { meta?: unknown; filter?: unknown }) =>
    tables[tableOf(resource, params)] ?? [];
  const getList = vi.fn(
    delayed((resource: string, params: GetListParams) => {
      const project = (params.filter as { project?: string } | undefined)?.project;
      const all = rows(resource, params).filter((row) => !project || projectOf(row) === project);
      const { page = 1, perPage = all.length } = params.pagination ?? {};
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    }),
  );
  const getOne = vi.fn(
    delayed((resource: string, params: GetOneParams) => {
      const found = rows(resource, params).find((row) => String(row.id) === String(params.id));
      if (!found) throw new HttpError('HTTP 404', 404, null);
      return { data: found };
    }),
  );
  const getMany = vi.fn(
    delayed((resource: string, params: GetManyParams) => ({
      data: rows(resource, params).filter((row) => params.ids.map(String).includes(String(row.id))),
    })),
  );
  const create = vi.fn(
    delayed((_r: string, { data }: CreateParams) => ({ data: { ...data, id: data.name } })),
  );
  const update = vi.fn(delayed((_r: string, { id, data }: UpdateParams) => ({ data: { ...data, id } })));
  // A deleted row is gone from later reads, as on the server, whenever the page reads the list again.
  const deleteOne = vi.fn(
    delayed((resource: string, params: DeleteParams) => {
      const table = tableOf(resource, params);
      if (tables[table]) tables[table] = tables[table].filter((row) => String(row.id) !== String(params.id));
      return { data: params.previousData ?? { id: params.id } };
    }),
  );
  const provider = testDataProvider({
    getList: getList as never,
    getOne: getOne as never,
    getMany: getMany as never,
    create: create as never,
    update: update as never,
    delete: deleteOne as never,
  });
  return Object.assign(provider, { getList, getOne, getMany, create, update, delete: deleteOne });
}
