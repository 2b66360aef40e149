import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { stepGraphInput, type RecordStep } from '@resources/appWorkflowRecords/stepGraph';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { PipelineStep } from './pipelineSteps';

const StepGraph = lazyNamed(() => import('@resources/appWorkflowRecords/StepGraph'), 'StepGraph');

const asGraphStep = (step: { name: string; alias: string; type: string }): RecordStep => ({
  id: step.name,
  name: step.name,
  alias: step.alias,
  type: step.type,
});

/** The steps being edited as a graph: in order step by step, or by their dependsOn in a DAG. */
export const StudioGraph = ({
  steps,
  mode,
  subMode,
}: {
  steps: PipelineStep[];
  mode: string;
  subMode: string;
}) => {
  const translate = useTranslate();
  const graph = useMemo(
    () =>
      stepGraphInput(
        steps.map((step) => ({ ...asGraphStep(step), subSteps: step.subSteps?.map(asGraphStep) })),
        `${mode}-${subMode}`,
        { mode, subMode, steps },
      ),
    [steps, mode, subMode],
  );
  if (steps.length === 0) {
    return (
      <Typography color="text.secondary">{translate('resources.pipelineStudio.graph.empty')}</Typography>
    );
  }
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
      <StepGraph graph={graph} />
    </Suspense>
  );
};
