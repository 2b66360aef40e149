import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { pollingRule } from '@src/common/polling';
import type { components } from '../../../contract/api';
import { useDataProvider } from 'react-admin';
import { recordPollInterval } from './recordStatus';

export type EnvRecord = components['schemas']['v1.WorkflowRecord'];

export const envRecordsQueryKey = (app: string, env: string) => ['applications', app, 'envRecords', env];

/**
 * The environment's latest 20 records, newest first. While the record on screen is not final they are read
 * again every 3 s, under the console's polling rule (not in a hidden tab, not after leaving, never two at once).
 */
export function useEnvRecords(app: string, env: string, watched?: string) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: envRecordsQueryKey(app, env),
    queryFn: () => dataProvider.envRecords(app, env, ERROR_SHOWN_BY_PAGE),
    ...pollingRule<EnvRecord[]>((records) =>
      watched === undefined
        ? false
        : recordPollInterval(records?.find((record) => record.name === watched)?.status),
    ),
  });
}
