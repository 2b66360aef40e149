import type { VelaDataProvider } from '@dataProvider/index';
import type { DeployedApp } from '@dataProvider/verbs/envStatus';
import { useAppBindings } from '../shared/useAppBindings';
import { useApplication } from '../shared/useApplication';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';

/** Every query of the page names the application and the environment, so one refresh reaches them all. */
export const envStatusKey = (app: string, env: string, ...rest: unknown[]) => [
  'envStatus',
  app,
  env,
  ...rest,
];

/** The application's status in the environment: undefined (after loading) when it was never deployed there. */
export function useEnvStatus(env: string) {
  const { app } = useApplication();
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: envStatusKey(app.name, env),
    queryFn: async () => (await dataProvider.envStatus(app.name, env, ERROR_SHOWN_BY_PAGE)) ?? null,
    retry: false,
  });
}

/** The environment's binding: its targets, and the name and namespace the application is deployed under. */
export function useEnvBinding(env: string) {
  const { app } = useApplication();
  const { data = [] } = useAppBindings(app.name);
  return data.find((binding) => binding.name === env);
}

/** Where the views look for the application, narrowed to the chosen target's cluster and namespace. */
export function useDeployedApp(env: string, targetName?: string): DeployedApp | undefined {
  const { app } = useApplication();
  const binding = useEnvBinding(env);
  if (!binding) return undefined;
  const target = binding.targets?.find((candidate) => candidate.name === targetName);
  return {
    appName: binding.appDeployName || app.name,
    appNs: binding.appDeployNamespace,
    ...(target?.cluster ? { cluster: target.cluster.clusterName, clusterNs: target.cluster.namespace } : {}),
  };
}

/** Reads everything about the application in the environment again (the graph tabs' queries included). */
export function useRefreshEnv(env: string) {
  const { app } = useApplication();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey.includes(app.name) && queryKey.includes(env),
      }),
    [queryClient, app.name, env],
  );
}
