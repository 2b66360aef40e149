import type { VelaDataProvider } from '@dataProvider/index';
import type { AddonStatus } from '@dataProvider/verbs/addons';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { pollingRule } from '@src/common/polling';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { isChanging, STATUS_POLL_MS } from '../addonRules';
import { addonKey } from '../useAddonQueries';

/** The addon's status, read again every 4 s while it is being enabled or disabled (not in a hidden tab). */
export function useAddonStatus(name: string) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: addonKey('status', name),
    queryFn: () => dataProvider.addonStatus(name, ERROR_SHOWN_BY_PAGE),
    retry: false,
    ...pollingRule<AddonStatus>((status) => (isChanging(status?.phase) ? STATUS_POLL_MS : false)),
  });
}

/** The addon in one version (the newest when none is named); the last one stays shown while another loads. */
export function useAddonDetail(name: string, version: string | undefined, enabled: boolean) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: addonKey('detail', name, version ?? ''),
    queryFn: () => dataProvider.addonDetail(name, version, ERROR_SHOWN_BY_PAGE),
    retry: false,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** After a change: the status, the list's Enabled marks and the drawer's other reads are read again. */
export function useRefreshAddons() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: addonKey() }), [queryClient]);
}

/** The addresses of the addon's application, read once it is enabled; a failure leaves the menu out. */
export function useAddonEndpoints(name: string, enabled: boolean) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: addonKey('endpoints', name),
    queryFn: () =>
      dataProvider.serviceEndpoints({ appName: `addon-${name}`, appNs: 'vela-system' }, ERROR_SHOWN_BY_PAGE),
    retry: false,
    enabled,
  });
}
