import { silentIfShownByPage } from '../errorShownByPage';
import { enc, type Schemas, type VerbContext } from './context';

/** A namespace of a cluster, and the target it already belongs to, if any. */
export interface ClusterNamespace {
  name: string;
  target?: string;
}

interface NamespaceObject {
  metadata?: { name?: unknown; labels?: Record<string, unknown> };
}

type AddonListItem = Partial<Schemas['addon.Meta']> & { Meta?: Partial<Schemas['addon.Meta']> };

const TARGET_LABEL = 'namespace.oam.dev/target';

function namespacesOf(json: unknown): ClusterNamespace[] {
  const list = (json as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return [];
  return (list as NamespaceObject[]).flatMap(({ metadata }) => {
    if (typeof metadata?.name !== 'string') return [];
    const target = metadata.labels?.[TARGET_LABEL];
    return [{ name: metadata.name, ...(typeof target === 'string' ? { target } : {}) }];
  });
}

/** Clusters of a cloud account, namespaces in clusters, and the addons a new cluster concerns. */
export const infrastructureVerbs = ({ http, apiUrl }: VerbContext) => ({
  /** One page of the account's clusters; the keys travel in the body, never in the address. */
  listCloudClusters: async (
    provider: string,
    keys: Schemas['v1.AccessKeyRequest'],
    page: { page: number; pageSize: number },
    meta?: unknown,
  ) => {
    const query = new URLSearchParams({ page: String(page.page), pageSize: String(page.pageSize) });
    const path = `${apiUrl}/clusters/cloud_clusters/${enc(provider)}?${query.toString()}`;
    const { json } = await http(path, { method: 'POST', body: keys, ...silentIfShownByPage(meta) });
    return json as Schemas['v1.ListCloudClusterResponse'];
  },
  connectCloudCluster: async (provider: string, body: Schemas['v1.ConnectCloudClusterRequest']) =>
    (await http(`${apiUrl}/clusters/cloud_clusters/${enc(provider)}/connect`, { method: 'POST', body }))
      .json as Schemas['v1.ClusterBase'],
  createClusterNamespace: async (cluster: string, namespace: string, meta?: unknown) =>
    (
      await http(`${apiUrl}/clusters/${enc(cluster)}/namespaces`, {
        method: 'POST',
        body: { namespace } satisfies Schemas['v1.CreateClusterNamespaceRequest'],
        ...silentIfShownByPage(meta),
      })
    ).json as Schemas['v1.CreateClusterNamespaceResponse'],
  /** Through VelaQL's resource view, as the real console does; an empty cluster answers with no list. */
  listClusterNamespaces: async (cluster: string): Promise<ClusterNamespace[]> => {
    const velaql = `resource-view{type=ns,cluster=${cluster}}.status`;
    const { json } = await http(`${apiUrl}/query?${new URLSearchParams({ velaql }).toString()}`);
    return namespacesOf(json);
  },
  /** Names of the enabled addons. */
  listEnabledAddonNames: async (): Promise<string[]> => {
    const { json } = await http(`${apiUrl}/enabled_addon`);
    const enabled = (json as Schemas['v1.ListEnabledAddonResponse'] | null)?.enabledAddons ?? [];
    return enabled.map((addon) => addon.name);
  },
  /** Names of the addons that deploy to runtime clusters, so a new cluster needs them upgraded. */
  listRuntimeClusterAddonNames: async (): Promise<string[]> => {
    const { json } = await http(`${apiUrl}/addons`);
    const addons = (json as { addons?: AddonListItem[] | null } | null)?.addons ?? [];
    // The real server sends each addon flat; the contract nests it in `Meta`.
    return addons
      .map((addon) => ({ ...addon.Meta, ...addon }))
      .filter((addon) => addon.deployTo?.runtimeCluster && typeof addon.name === 'string')
      .map((addon) => addon.name as string);
  },
});
