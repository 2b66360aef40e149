import type { GraphScope } from '@dataProvider/verbs/resourceGraph';
import { useAppBindings } from '../../shared/useAppBindings';
import { useMemo } from 'react';
import { graphScope, type GraphScopeProps } from './graphScope';

export type { GraphScopeProps };

/**
 * Where the graph looks (graphScope.ts). `scope` is undefined while the bindings load and when the
 * application is not bound to the environment (`isPending` tells which).
 */
export function useGraphScope({ appName, envName, targetName, componentName }: GraphScopeProps) {
  const bindings = useAppBindings(appName);
  const fresh = graphScope(bindings.data, { appName, envName, targetName, componentName });
  const key = fresh && JSON.stringify(fresh);
  // One object while the bindings name the same place, so that a refetch does not lay the graph out again.
  const scope = useMemo(() => (key === undefined ? undefined : (JSON.parse(key) as GraphScope)), [key]);
  return { scope, isPending: bindings.isPending, error: bindings.error, refetch: bindings.refetch };
}
