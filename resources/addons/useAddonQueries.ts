import type { VelaDataProvider } from '@dataProvider/index';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useGetList } from 'react-admin';

export const addonKey = (...rest: unknown[]) => ['addons', ...rest];

/** The addons of one registry (or all), searched on the server. */
export function useAddonListing(registry: string, query: string) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: addonKey('list', registry, query),
    queryFn: () => dataProvider.listAddons({ registry, query }, ERROR_SHOWN_BY_PAGE),
    retry: false,
  });
}

/** Names of the enabled addons; the cards simply show none as enabled while they load. */
export function useEnabledAddons() {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: addonKey('enabled'),
    queryFn: async () => new Set(await dataProvider.listEnabledAddonNames()),
  });
}

const ALL = { pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER }, meta: ERROR_SHOWN_BY_PAGE };

/** The addon registries, read only by users who may list them. */
export function useAddonRegistries() {
  const { canAccess } = useCanAccess({ action: 'list', resource: 'addonRegistry:*' });
  const registries = useGetList('addonRegistries', ALL, { enabled: canAccess === true, retry: false });
  return { canList: canAccess === true, ...registries };
}
