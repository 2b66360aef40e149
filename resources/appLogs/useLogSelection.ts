import type { PodSummary } from '@dataProvider/verbs/podLogs';
import { podRef, useEnvPods, usePodDetail } from '@resources/appInstances/useEnvPods';
import { useSearchParams } from 'react-router-dom';

/**
 * The component, pod and container whose logs are shown, kept in the address (`?component=&pod=&container=`).
 * An address naming none (or one that is gone) shows the first pod and its first container.
 */
export function useLogSelection() {
  const [search, setSearch] = useSearchParams();
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

  const choose = (next: { component?: string; pod?: string; container?: string }) => {
    const params = Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]));
    setSearch(params, { replace: true });
  };
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
