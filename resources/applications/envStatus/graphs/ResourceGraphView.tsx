import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import { envStatusKey } from '../useEnvStatus';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { useMemo, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { GraphCanvas } from './GraphCanvas';
import type { GraphNodeData } from './graphModel';
import { GraphStates } from './GraphStates';
import { NodeDetailDrawer } from './NodeDetailDrawer';
import { resourceTreeGraph } from './resourceTreeGraph';
import { useGraphScope, type GraphScopeProps } from './useGraphScope';

/** The resource graph: application-resource-tree-view's objects laid out, a node's detail on click. */
export const ResourceGraphView = (props: GraphScopeProps) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const where = useGraphScope(props);
  const { scope } = where;
  const queryKey = envStatusKey(props.appName, props.envName, 'resourceTree', scope);
  const tree = useQuery({
    queryKey,
    queryFn: () => dataProvider.resourceTree(scope!, ERROR_SHOWN_BY_PAGE),
    enabled: !!scope,
    retry: false,
  });
  const model = useMemo(
    () => tree.data && scope && resourceTreeGraph(tree.data, { name: scope.appName, namespace: scope.appNs }),
    [tree.data, scope],
  );
  const [chosen, setChosen] = useState<GraphNodeData>();
  const unbound = !where.isPending && !scope;
  return (
    <GraphStates
      error={where.error ?? tree.error}
      isPending={!unbound && tree.isPending}
      isRefetching={tree.isRefetching}
      onRetry={() => void (where.error ? where.refetch() : tree.refetch())}
      empty={unbound || tree.data?.length === 0 ? 'empty' : undefined}
    >
      {model && <GraphCanvas model={model} label="resourceGraph" onOpenNode={setChosen} />}
      <NodeDetailDrawer node={chosen} onClose={() => setChosen(undefined)} queryKey={queryKey} />
    </GraphStates>
  );
};
