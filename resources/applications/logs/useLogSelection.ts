import type { PodSummary } from '@dataProvider/verbs/podLogs';
import { podRef, useEnvPods, usePodDetail } from '../shared/useEnvPods';
import { useUrlParams } from '@src/common/kit';

/**
 * The component, pod and container whose logs are shown, kept in the address (`?component=&pod=&container=`).
 * An address naming none (or one that is gone) shows the first pod and its first container.
 */
export function useLogSelection() {
  const [search, change] = useUrlParams();
  const environment = useEnvPods();
  const { pods } = environment;
  const components = [...new Set(pods.map((pod) => pod.component))];
  const component = components.find((name) => name === search.get('component')) ?? '';
  const podsShown = component ? pods.filter((pod) => pod.component === component) : pods;
  const pod: PodSummary | undefined =
    podsShown.find((candidate) => candidate.name === search.get('pod')) ?? podsShown.at(0);
  const detail = usePodDetail(pod ? podRef(pod) : undefined);
  const containers = detail.data?.containers.map((container) => container.name) ?? [];
  const container = containers.find((name) => name === search.get('container')) ?? containers.at(0) ?? '';

  const choose = ({ component, pod, container }: { component?: string; pod?: string; container?: string }) =>
    change({ component, pod, container, autoRefresh: undefined });
  return {
    environment,
    components,
    component,
    pods: podsShown,
    pod,
    detail,
    containers,
    container,
    chooseComponent: (name: string) => choose({ component: name }),
    choosePod: (name: string) => choose({ component, pod: name }),
    chooseContainer: (name: string) => choose({ component, pod: pod?.name, container: name }),
  };
}
