import { silentIfShownByPage } from '../errorShownByPage';
import { enc, type Schemas, type VerbContext } from './context';

export type AddonMeta = Schemas['addon.Meta'];
export type AddonSummary = AddonMeta & { registryName: string };
export type AddonDetail = Schemas['v1.DetailAddonResponse'];
export type AddonStatus = Schemas['v1.AddonStatusResponse'];
export type AddonEnableBody = Schemas['v1.EnableAddonRequest'];

/** The addon list: the addons found, and the server's words about registries that could not be read. */
export interface AddonListing {
  addons: AddonSummary[];
  message?: string;
}

type ListedAddon = Partial<AddonMeta> & { Meta?: Partial<AddonMeta>; registryName?: string };

/** The real server sends each addon flat; the contract nests it in `Meta`. */
function summaryOf(listed: ListedAddon): AddonSummary {
  const merged = { ...listed.Meta, ...listed };
  return {
    name: merged.name ?? '',
    version: merged.version ?? '',
    description: merged.description ?? '',
    icon: merged.icon ?? '',
    invisible: merged.invisible ?? false,
    tags: merged.tags ?? [],
    deployTo: merged.deployTo,
    registryName: merged.registryName ?? '',
  };
}

/** The addon pages: list, detail per version, status, and enabling, upgrading and disabling. */
export const addonVerbs = ({ http, apiUrl }: VerbContext) => {
  const addon = (name: string) => `${apiUrl}/addons/${enc(name)}`;
  return {
    listAddons: async (
      filter: { registry?: string; query?: string },
      meta?: unknown,
    ): Promise<AddonListing> => {
      const params = new URLSearchParams();
      if (filter.registry) params.set('registry', filter.registry);
      if (filter.query) params.set('query', filter.query);
      const search = params.size > 0 ? `?${params.toString()}` : '';
      const { json } = await http(`${apiUrl}/addons${search}`, silentIfShownByPage(meta));
      const body = json as { addons?: ListedAddon[] | null; message?: string } | null;
      return { addons: (body?.addons ?? []).map(summaryOf), message: body?.message || undefined };
    },
    addonDetail: async (name: string, version?: string, meta?: unknown): Promise<AddonDetail> => {
      const search = version ? `?${new URLSearchParams({ version }).toString()}` : '';
      return (await http(`${addon(name)}${search}`, silentIfShownByPage(meta))).json as AddonDetail;
    },
    addonStatus: async (name: string, meta?: unknown): Promise<AddonStatus> =>
      (await http(`${addon(name)}/status`, silentIfShownByPage(meta))).json as AddonStatus,
    enableAddon: async (name: string, body: AddonEnableBody): Promise<AddonStatus> =>
      (await http(`${addon(name)}/enable`, { method: 'POST', body })).json as AddonStatus,
    upgradeAddon: async (name: string, body: AddonEnableBody): Promise<AddonStatus> =>
      (await http(`${addon(name)}/update`, { method: 'PUT', body })).json as AddonStatus,
    disableAddon: async (name: string): Promise<AddonStatus> =>
      (await http(`${addon(name)}/disable`, { method: 'POST' })).json as AddonStatus,
  };
};
