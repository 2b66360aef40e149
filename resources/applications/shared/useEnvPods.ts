import type { VelaDataProvider } from '@dataProvider/index';
import type { PodPlace, PodRef, PodSummary } from '@dataProvider/verbs/podLogs';
import { useAppBindings } from './useAppBindings';
import { useApplication } from './useApplication';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useDataProvider, useParams } from 'react-admin';

/** Where the application of the page runs in the environment of the address (its binding's deploy name and namespace). */
export function useEnvPlace() {
  const { app } = useApplication();
  const { envName = '' } = useParams<{ envName: string }>();
  const bindings = useAppBindings(app.name);
  const binding = bindings.data?.find((item) => item.name === envName);
  const place: PodPlace | undefined = binding
    ? { appName: binding.appDeployName || app.name, appNs: binding.appDeployNamespace }
    : undefined;
  return { place, app: app.name, envName, bindings };
}

/** The pods of the environment (of one component when named). */
export function useEnvPods(component = '') {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { place, app, envName, bindings } = useEnvPlace();
  const pods = useQuery({
    queryKey: ['applications', app, 'envs', envName, 'pods', place, component],
    queryFn: place ? () => dataProvider.listAppPods({ ...place, component }, ERROR_SHOWN_BY_PAGE) : skipToken,
    // A failure shows at once with Retry (and Refresh is at hand) rather than after three silent attempts.
    retry: false,
  });
  return {
    app,
    envName,
    pods: pods.data ?? [],
    isPending: bindings.isPending || (place !== undefined && pods.isPending),
    isFetching: pods.isFetching,
    error: bindings.error ?? pods.error,
    refetch: () => void (bindings.error ? bindings.refetch() : pods.refetch()),
  };
}

export const podRef = (pod: PodSummary): PodRef => ({
  cluster: pod.cluster,
  namespace: pod.namespace,
  name: pod.name,
});

/** A pod's containers and events. */
export function usePodDetail(pod: PodRef | undefined) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: ['pods', pod?.cluster, pod?.namespace, pod?.name, 'detail'],
    queryFn: pod ? () => dataProvider.podDetail(pod, ERROR_SHOWN_BY_PAGE) : skipToken,
    retry: false,
  });
}
