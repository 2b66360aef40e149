import type { AppliedResource } from '@dataProvider/verbs/resourceGraph';
import { GraphCanvas } from '@resources/applications/envStatus/graphs/GraphCanvas';
import { resourceTreeGraph } from '@resources/applications/envStatus/graphs/resourceTreeGraph';
import { useEffect, useMemo, useState } from 'react';
import { BENCH_ROOT } from './probe';

export type ShowTree = (resources: AppliedResource[] | undefined) => void;

/** The resource graph as the tab draws it, fed by the benchmark instead of the tree view. */
export const BenchGraph = ({ onReady }: { onReady: (show: ShowTree) => void }) => {
  const [resources, setResources] = useState<AppliedResource[]>();
  useEffect(() => onReady(setResources), [onReady]);
  const model = useMemo(() => resources && resourceTreeGraph(resources, BENCH_ROOT), [resources]);
  return model ? <GraphCanvas model={model} label="bench" onOpenNode={() => undefined} /> : null;
};
