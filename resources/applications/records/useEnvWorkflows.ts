import type { AppWorkflow } from '../shared/appWorkflow';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { useGetList } from 'react-admin';

const ALL = { page: 1, perPage: 1000 };

/** The application's workflows that belong to one environment. */
export function useEnvWorkflows(app: string, env: string) {
  const { data, ...rest } = useGetList<AppWorkflow>('appWorkflows', {
    pagination: ALL,
    meta: { app, ...ERROR_SHOWN_BY_PAGE },
  });
  return { ...rest, workflows: (data ?? []).filter((workflow) => workflow.envName === env) };
}
