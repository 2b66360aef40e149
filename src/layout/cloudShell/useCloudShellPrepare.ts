import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { VelaDataProvider } from '@dataProvider/index';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';

/** How often a preparing shell is asked again (specification: 2 s). */
export const CLOUD_SHELL_POLL_MS = 2000;

/**
 * Prepares the user's shell and asks again every 2 s while it is Preparing. A request never overlaps
 * the previous one; asking stops on any other status, when the drawer closes and while the tab is hidden.
 */
export function useCloudShellPrepare() {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: ['cloudShell', 'prepare'],
    queryFn: () => dataProvider.prepareCloudShell(ERROR_SHOWN_BY_PAGE),
    refetchInterval: (query) => (query.state.data?.status === 'Preparing' ? CLOUD_SHELL_POLL_MS : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: false,
    retry: false,
    gcTime: 0,
  });
}
