import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import type { components } from '@src/types/api';
import { useDataProvider } from 'react-admin';
import { recordPollInterval } from './recordStatus';

export type EnvRecord = components['schemas']['v1.WorkflowRecord'];

export const envRecordsQueryKey = (app: string, env: string) => ['applications', app, 'envRecords', env];

/**
 * The environment's latest 20 records, newest first. While the record on screen is not final they are read
 * again every 3 s; React Query stops when the page is left or the browser tab is hidden, and never
 * starts a read while one is under way.
 */
export function useEnvRecords(app: string, env: string, watched?: string) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: envRecordsQueryKey(app, env),
    queryFn: () => dataProvider.envRecords(app, env, ERROR_SHOWN_BY_PAGE),
    refetchInterval: (query) =>
      watched === undefined
        ? false
        : recordPollInterval(query.state.data?.find((record) => record.name === watched)?.status),
  });
}
