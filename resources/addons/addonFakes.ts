/** Test support: addons, their registries and status, and a data provider that answers like the server. */
import type { AddonDetail, AddonStatus, AddonSummary } from '@dataProvider/verbs/addons';
import type { ServiceEndpoint } from '@dataProvider/verbs/envStatus';
import { HttpError, testDataProvider } from 'react-admin';
import type { CreateParams, DeleteParams } from 'react-admin';
import { vi } from 'vitest';
import { delayed } from '@src/test/latency';

export const summary = (name: string, fields: Partial<AddonSummary> = {}): AddonSummary => ({
  name,
  version: '1.0.0',
  description: `The ${name} addon`,
  icon: '',
  invisible: false,
  tags: [],
  registryName: 'KubeVela',
  ...fields,
});

export const addonList = [
  summary('velaux', { tags: ['Official', 'GA'], version: 'v1.9.4' }),
  summary('fluxcd', {
    tags: ['Official', 'GA', 'Helm'],
    deployTo: { runtimeCluster: true, disableControlPlane: false },
  }),
  summary('grafana', { tags: ['Official', 'Observability'] }),
  summary('argocd', { tags: ['GitOps', 'alpha'], registryName: 'experimental', version: '' }),
];

export const detailOf = (name: string, fields: Partial<AddonDetail> = {}): AddonDetail => ({
  name,
  version: '2.3.0',
  description: `The ${name} addon`,
  icon: '',
  invisible: false,
  schema: '{}',
  uiSchema: [],
  definitions: [{ name: 'helm', type: 'ComponentDefinition', description: 'Helm releases' }],
  availableVersions: ['2.3.0', '2.2.0'],
  registryName: 'KubeVela',
  system: { vela: '>=v1.5.0', kubernetes: '>=1.20' },
  deployTo: { runtimeCluster: true, disableControlPlane: false },
  detail: '# FluxCD\n\nHelm and Kustomize.',
  ...fields,
});

export const allClusters = [
  { name: 'local', alias: '' },
  { name: 'prod', alias: 'Production' },
];

export const statusOf = (phase: string, fields: Partial<AddonStatus> = {}): AddonStatus => ({
  name: 'fluxcd',
  phase,
  args: {},
  allClusters,
  ...(phase === 'disabled' ? {} : { installedVersion: '2.2.0', appStatus: { status: 'running' } }),
  ...fields,
});

interface FakeOptions {
  addons?: AddonSummary[];
  message?: string;
  detail?: AddonDetail;
  /** The status answers in turn; the last one repeats. */
  statuses?: AddonStatus[];
  endpoints?: ServiceEndpoint[];
  /** The detail answers 50001, as for an addon no registry has. */
  missing?: boolean;
}

export function addonProvider(options: FakeOptions = {}) {
  const { addons = addonList, message, detail = detailOf('fluxcd'), endpoints = [] } = options;
  const statuses = [...(options.statuses ?? [statusOf('disabled')])];
  const registries = [
    { id: 'KubeVela', name: 'KubeVela', helm: { url: 'https://kubevela.github.io/catalog/official' } },
  ];
  const nextStatus = () => (statuses.length > 1 ? statuses.shift() : statuses[0]) as AddonStatus;
  const verbs = {
    listAddons: vi.fn(
      delayed(({ registry, query }: { registry?: string; query?: string }) => ({
        addons: addons.filter(
          (addon) => (!registry || addon.registryName === registry) && (!query || addon.name.includes(query)),
        ),
        message,
      })),
    ),
    listEnabledAddonNames: vi.fn(delayed(() => ['grafana'])),
    addonDetail: vi.fn(
      delayed((_name: string, version?: string) => {
        if (options.missing) {
          throw Object.assign(new HttpError('addon not exist', 404, null), { businessCode: 50001 });
        }
        return { ...detail, version: version ?? detail.version };
      }),
    ),
    addonStatus: vi.fn(delayed(() => nextStatus())),
    enableAddon: vi.fn(delayed(() => statusOf('enabling'))),
    upgradeAddon: vi.fn(delayed(() => statusOf('enabling'))),
    disableAddon: vi.fn(delayed(() => statusOf('disabling'))),
    serviceEndpoints: vi.fn(delayed(() => endpoints)),
  };
  const getList = vi.fn(
    delayed((resource: string) =>
      resource === 'addonRegistries'
        ? { data: registries, total: registries.length }
        : { data: [], total: 0 },
    ),
  );
  const getOne = vi.fn(
    delayed(() => {
      throw new HttpError('HTTP 404', 404, null);
    }),
  );
  const create = vi.fn(
    delayed((_resource: string, { data }: CreateParams) => {
      const row = { ...data, id: String(data.name) };
      registries.push(row as (typeof registries)[number]);
      return { data: row };
    }),
  );
  const deleteOne = vi.fn(
    delayed((_resource: string, { previousData }: DeleteParams) => ({ data: previousData })),
  );
  return Object.assign(
    testDataProvider({
      getList: getList as never,
      getOne: getOne as never,
      create: create as never,
      delete: deleteOne as never,
    }),
    { getList, getOne, create, delete: deleteOne, ...verbs },
  );
}
