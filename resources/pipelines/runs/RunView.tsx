import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  PipelineRunAddress,
  PipelineRunBase,
  PipelineRunStatus,
} from '@dataProvider/verbs/pipelineRuns';
import { stepGraphInput } from '@resources/applications/records/stepGraph';
import { StepSelectionContext } from '@resources/applications/records/stepSelection';
import { PipelineCrumbs } from '../shared/PipelineCrumbs';
import { PanelBoundary, StatusChip, useUrlState } from '@src/common/kit';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { RunActions } from './RunActions';
import { RunApproval } from './RunApproval';
import { RunInfo } from './RunInfo';
import { runActions, runStatus, runTone } from '../shared/runStatus';
import { RunStepPanel } from './RunStepPanel';
import { runDefinitions, runModeText, runSteps, stepDefinitionOf, stepStatusOf } from './runSteps';

const StepGraph = lazyNamed(() => import('@resources/applications/records/StepGraph'), 'StepGraph');
const KEY = 'resources.pipelineRuns';

export interface RunViewProps {
  address: PipelineRunAddress;
  /** The pipeline's alias, else its name. */
  pipelineLabel: string;
  base: PipelineRunBase;
  status: PipelineRunStatus;
}

/** One run: its status and facts, the actions its status allows, the step graph and the open step. */
export const RunView = ({ address, pipelineLabel, base, status }: RunViewProps) => {
  const translate = useTranslate();
  const [chosenStep, select] = useUrlState('step', 'push');
  const definitions = useMemo(() => runDefinitions(base), [base]);
  const steps = useMemo(() => runSteps(definitions, status.steps), [definitions, status.steps]);
  const graph = useMemo(
    () => stepGraphInput(steps, runModeText(status, base), definitions),
    [steps, status, base, definitions],
  );
  const shown = runStatus(status.status);
  const selected = graph.nodes.find((node) => node.id === chosenStep);
  return (
    <Stack component="section" aria-labelledby="run-title" spacing={2}>
      <PipelineCrumbs
        project={address.project}
        pipeline={address.pipeline}
        label={pipelineLabel}
        current={address.run}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography id="run-title" variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>
          {translate(`${KEY}.title`, { name: address.run })}
        </Typography>
        <StatusChip label={`${KEY}.status.${shown}`} tone={runTone(status.status)} />
        <Box sx={{ flexGrow: 1 }} />
        <RunActions address={address} status={status.status} contextName={base.contextName} />
      </Box>
      <PanelBoundary name={`${KEY}.panel`}>
        <RunInfo base={base} status={status} />
      </PanelBoundary>
      {status.message && (
        <Alert severity={shown === 'failed' ? 'error' : 'info'}>
          <AlertTitle>{translate(`${KEY}.${shown === 'failed' ? 'errorSummary' : 'summary'}`)}</AlertTitle>
          {status.message}
        </Alert>
      )}
      {runActions(status.status).approval && <RunApproval address={address} />}
      <StepSelectionContext.Provider value={{ selected: selected?.id, select }}>
        <PanelBoundary name={`${KEY}.graph.title`}>
          <Typography variant="subtitle1" component="h3">
            {translate(`${KEY}.graph.title`)}
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
            <StepGraph graph={graph} />
          </Suspense>
        </PanelBoundary>
      </StepSelectionContext.Provider>
      <PanelBoundary name={`${KEY}.step.panel`}>
        {selected ? (
          <RunStepPanel
            address={address}
            step={selected}
            status={stepStatusOf(status.steps, selected.id)}
            definition={stepDefinitionOf(definitions, selected.id)}
          />
        ) : (
          <Typography color="text.secondary">{translate(`${KEY}.graph.hint`)}</Typography>
        )}
      </PanelBoundary>
    </Stack>
  );
};
