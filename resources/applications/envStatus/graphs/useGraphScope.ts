import type { GraphScope } from '@dataProvider/verbs/resourceGraph';
import { useAppBindings } from '../../shared/useAppBindings';
import { useMemo } from 'react';

export interface GraphScopeProps {
  appName: string;
  envName: string;
  targetName?: string;
  componentName?: string;
}

/**
 * Where the graph looks: the environment binding's deployed name and namespace, narrowed to the chosen
 * target's cluster and namespace and to the chosen component. `scope` is undefined while the bindings
 * load and when the application is not bound to the environment (`isPending` tells which).
 */
export function useGraphScope({ appName, envName, targetName, componentName }: GraphScopeProps) {
  const bindings = useAppBindings(appName);
  const binding = bindings.data?.find((candidate) => candidate.name === envName);
  const target = binding?.targets?.find((candidate) => candidate.name === targetName)?.cluster;
  const appNs = binding?.appDeployNamespace;
  const deployName = binding?.appDeployName || appName;
  const scope = useMemo(
    (): GraphScope | undefined =>
      appNs === undefined
        ? undefined
        : {
            appName: deployName,
            appNs,
            ...(componentName ? { componentName } : {}),
            ...(target ? { cluster: target.clusterName, clusterNs: target.namespace } : {}),
          },
    [deployName, appNs, componentName, target],
  );
  return { scope, isPending: bindings.isPending, error: bindings.error, refetch: bindings.refetch };
}
