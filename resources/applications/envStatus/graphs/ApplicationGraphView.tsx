import { envStatusKey, useEnvStatus } from '../useEnvStatus';
import { useMemo, useState } from 'react';
import { appStatusGraph } from './appStatusGraph';
import { GraphCanvas } from './GraphCanvas';
import type { GraphNodeData } from './graphModel';
import { GraphStates } from './GraphStates';
import { NodeDetailDrawer } from './NodeDetailDrawer';
import { useGraphScope, type GraphScopeProps } from './useGraphScope';

/** The application graph: the environment's status as the application, its targets, components and traits. */
export const ApplicationGraphView = (props: GraphScopeProps) => {
  const where = useGraphScope(props);
  const { scope } = where;
  const status = useEnvStatus(props.envName);
  const model = useMemo(
    () =>
      scope &&
      status.data &&
      appStatusGraph(
        status.data,
        { name: scope.appName, namespace: scope.appNs },
        { componentName: scope.componentName, cluster: scope.cluster, clusterNs: scope.clusterNs },
      ),
    [status.data, scope],
  );
  const [chosen, setChosen] = useState<GraphNodeData>();
  const unbound = !where.isPending && !scope;
  return (
    <GraphStates
      error={where.error ?? status.error}
      isPending={!unbound && (where.isPending || status.isPending)}
      isRefetching={status.isRefetching}
      onRetry={() => void (where.error ? where.refetch() : status.refetch())}
      empty={unbound || status.data === null ? 'emptyApplication' : undefined}
    >
      {model && (
        <GraphCanvas model={model} label="applicationGraph" onOpenNode={setChosen} nodeSeparation={48} />
      )}
      <NodeDetailDrawer
        node={chosen}
        onClose={() => setChosen(undefined)}
        queryKey={envStatusKey(props.appName, props.envName, 'applicationGraph')}
      />
    </GraphStates>
  );
};
