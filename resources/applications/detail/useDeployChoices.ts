import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import type { EnvStatus } from '@dataProvider/verbs/deploy';
import { useAppBindings } from '../shared/useAppBindings';
import type { AppWorkflow } from '../shared/appWorkflow';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { pollingRule } from '@src/common/polling';
import { useDataProvider, useGetList } from 'react-admin';

const ALL = { page: 1, perPage: 1000 };
/**
 * The server's status of an environment whose application is still being created or updated (its generation
 * ahead of what the controller observed): a deploy waits for it.
 */
export const NOT_READY_STATUS = 'starting';
const NOT_READY_POLL_MS = 3000;

export const envStatusesQueryKey = (app: string) => ['applications', app, 'envStatuses'];

/** What the deploy dialog offers: the bound environments with their status, and every workflow. */
export function useDeployChoices(app: string) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const bindings = useAppBindings(app);
  const workflows = useGetList<AppWorkflow>('appWorkflows', {
    pagination: ALL,
    meta: { app, ...ERROR_SHOWN_BY_PAGE },
  });
  const statuses = useQuery({
    queryKey: envStatusesQueryKey(app),
    queryFn: () => dataProvider.applicationEnvStatuses(app, ERROR_SHOWN_BY_PAGE),
    // An environment not ready yet is read again, so Deploy goes through once it is ready.
    ...pollingRule<EnvStatus[]>((items) =>
      items?.some((item) => item.status === NOT_READY_STATUS) ? NOT_READY_POLL_MS : false,
    ),
  });
  const statusOf = (env: string) => statuses.data?.find((item) => item.envName === env)?.status;
  return {
    bindings: bindings.data ?? [],
    workflows: workflows.data ?? [],
    statusOf,
    isPending: bindings.isPending || workflows.isPending || statuses.isPending,
    error: bindings.error ?? workflows.error ?? statuses.error,
    retry: () => {
      void bindings.refetch();
      void workflows.refetch();
      void statuses.refetch();
    },
  };
}

/** The first default workflow of an environment (of all environments without one). */
export function defaultWorkflow(workflows: AppWorkflow[], env?: string): AppWorkflow | undefined {
  return workflows.find((workflow) => workflow.default && (env === undefined || workflow.envName === env));
}
