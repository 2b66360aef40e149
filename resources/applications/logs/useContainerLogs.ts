import type { VelaDataProvider } from '@dataProvider/index';
import type { LogReply, PodSummary } from '@dataProvider/verbs/podLogs';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { pollingRule } from '@src/common/polling';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { parseLog } from '@resources/logView';
import { LOG_TAIL_LINES, logRefreshInterval } from './refreshRule';

export interface LogOptions {
  timestamps: boolean;
  previous: boolean;
}

/** The last 3,000 lines of a container, parsed, reloaded every 5 s while auto-refresh is on. */
export function useContainerLogs(
  pod: PodSummary | undefined,
  container: string,
  options: LogOptions,
  autoRefresh: boolean,
) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const request =
    pod && container
      ? {
          cluster: pod.cluster,
          namespace: pod.namespace,
          pod: pod.name,
          container,
          ...options,
          tailLines: LOG_TAIL_LINES,
        }
      : undefined;
  const target = [pod?.cluster, pod?.namespace, pod?.name, container];
  const logs = useQuery({
    queryKey: ['pods', ...target, 'logs', options],
    // Switching timestamps or previous keeps the lines in view until the new ones arrive; another container does not.
    placeholderData: (previous, previousQuery) =>
      JSON.stringify(previousQuery?.queryKey.slice(1, 5)) === JSON.stringify(target) ? previous : undefined,
    queryFn: request ? () => dataProvider.containerLogs(request, ERROR_SHOWN_BY_PAGE) : skipToken,
    ...pollingRule<LogReply>(() => logRefreshInterval(autoRefresh)),
    // Auto-refresh tries again by itself; without it the error state's Retry does.
    retry: false,
  });
  const lines = useMemo(() => parseLog(logs.data?.logs ?? ''), [logs.data?.logs]);
  return { logs, lines };
}
