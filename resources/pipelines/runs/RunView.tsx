import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  PipelineRunAddress,
  PipelineRunBase,
  PipelineRunStatus,
} from '@dataProvider/verbs/pipelineRuns';
import { stepGraphInput, StepGraphPanels } from '@resources/workflow';
import { PanelBoundary, StatusChip, useUrlState } from '@src/common/kit';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { RunActions } from './RunActions';
import { RunApproval } from './RunApproval';
import { PipelineCrumbs } from '../shared/PipelineCrumbs';
import { runActions, runStatus, runTone } from '../shared/runStatus';
import { RunInfo } from './RunInfo';
import { RunStepPanel } from './RunStepPanel';
import { runDefinitions, runModeText, runSteps, stepDefinitionOf, stepStatusOf } from './runSteps';

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
      <StepGraphPanels messages={KEY} graph={graph} selected={selected?.id} select={select}>
        {selected ? (
          <RunStepPanel
            address={address}
            step={selected}
            status={stepStatusOf(status.steps, selected.id)}
            definition={stepDefinitionOf(definitions, selected.id)}
          />
        ) : null}
      </StepGraphPanels>
    </Stack>
  );
};
