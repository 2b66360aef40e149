import type { components } from '../../../../contract/api';
import type { GraphScope } from '@dataProvider/verbs/resourceGraph';

type EnvBinding = components['schemas']['v1.EnvBindingBase'];

/** The binding fields the scope comes from, as GET /applications/{app}/envs answers them. */
export type ScopeBinding = Pick<EnvBinding, 'name' | 'appDeployName' | 'appDeployNamespace' | 'targets'>;

export interface GraphScopeProps {
  appName: string;
  envName: string;
  targetName?: string;
  componentName?: string;
}

/**
 * Where the graph looks: the environment binding's deployed name and namespace, narrowed to the chosen
 * target's cluster and namespace and to the chosen component; undefined when the application is not bound
 * to the environment (or its bindings are not known yet).
 */
export function graphScope(
  bindings: readonly ScopeBinding[] | undefined,
  { appName, envName, targetName, componentName }: GraphScopeProps,
): GraphScope | undefined {
  const binding = bindings?.find((candidate) => candidate.name === envName);
  const appNs = binding?.appDeployNamespace;
  if (appNs === undefined) return undefined;
  const target = binding?.targets?.find((candidate) => candidate.name === targetName)?.cluster;
  return {
    appName: binding?.appDeployName || appName,
    appNs,
    ...(componentName ? { componentName } : {}),
    ...(target ? { cluster: target.clusterName, clusterNs: target.namespace } : {}),
  };
}
