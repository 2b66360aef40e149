import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { VelaDataProvider } from '@dataProvider/index';
import type { CloudShellPreparation } from '@dataProvider/verbs/plugins';
import { pollingRule } from '@src/common/polling';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';

/** How often a preparing shell is asked again (specification: 2 s). */
export const CLOUD_SHELL_POLL_MS = 2000;

/**
 * Prepares the user's shell and asks again every 2 s while it is Preparing, under the console's polling
 * rule (never overlapping, not while the tab is hidden); asking stops on any other status and when the
 * drawer closes.
 */
export function useCloudShellPrepare() {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: ['cloudShell', 'prepare'],
    queryFn: () => dataProvider.prepareCloudShell(ERROR_SHOWN_BY_PAGE),
    ...pollingRule<CloudShellPreparation>((shell) =>
      shell?.status === 'Preparing' ? CLOUD_SHELL_POLL_MS : false,
    ),
    retry: false,
    gcTime: 0,
  });
}
