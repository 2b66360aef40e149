import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecordAddress } from '@dataProvider/verbs/workflowRecords';
import { stepGraphInput, StepGraphPanels } from '@resources/workflow';
import { StatusChip, useUrlState } from '@src/common/kit';
import { formatDateTime } from '@src/common/format';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { AppWorkflow } from '../shared/appWorkflow';
import { RecordActions } from './RecordActions';
import { RecordPicker } from './RecordPicker';
import { offersApproval, recordTone } from './recordStatus';
import { StepDetail } from './StepDetail';
import { StudioLauncher } from './StudioLauncher';
import type { EnvRecord } from './useEnvRecords';
const KEY = 'resources.appWorkflowRecords';

export interface RecordViewProps {
  app: string;
  env: string;
  record: EnvRecord;
  records: EnvRecord[];
  /** The environment's workflows. */
  workflows: AppWorkflow[];
}

/** One record: heading and status, picker, studio, approval, the step graph and the open step's detail. */
export const RecordView = ({ app, env, record, records, workflows }: RecordViewProps) => {
  const translate = useTranslate();
  const [chosenStep, select] = useUrlState('step', 'push');
  const workflow = workflows.find((candidate) => candidate.name === record.workflowName);
  const steps = useMemo(() => record.steps ?? [], [record.steps]);
  const graph = useMemo(() => stepGraphInput(steps, record.mode, workflow), [steps, record.mode, workflow]);
  const address: RecordAddress = { app, workflow: record.workflowName, record: record.name };
  const failed = graph.nodes.find((node) => node.phase === 'failed');
  const selectedId = chosenStep ?? failed?.id;
  const selected = graph.nodes.find((node) => node.id === selectedId);
  const rawPhase =
    steps.flatMap((step) => [step, ...(step.subSteps ?? [])]).find((step) => step.name === selected?.id)
      ?.phase ?? '';
  const definition = workflow?.steps
    ?.flatMap((step) => [step, ...(step.subSteps ?? [])])
    .find((step) => step.name === selected?.id);

  return (
    <Stack component="section" aria-labelledby="record-title" spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography id="record-title" variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>
          {translate(`${KEY}.title`, { name: record.name })}
        </Typography>
        <StatusChip
          label={translate(`${KEY}.status.${record.status}`, { _: record.status })}
          tone={recordTone(record.status)}
        />
        {record.startTime && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${KEY}.started`, { time: formatDateTime(record.startTime) })}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <RecordPicker app={app} env={env} records={records} current={record.name} />
        <StudioLauncher env={env} workflows={workflows} />
      </Box>
      {record.message && (
        <Alert severity={record.status === 'failed' ? 'error' : 'info'}>{record.message}</Alert>
      )}
      {offersApproval(record.status) && <RecordActions address={address} env={env} />}
      <StepGraphPanels
        messages={KEY}
        graph={graph}
        selected={selected?.id}
        select={select}
        noSteps={`${KEY}.graph.noSteps`}
      >
        {selected ? (
          <StepDetail address={address} step={selected} definition={definition} rawPhase={rawPhase} />
        ) : null}
      </StepGraphPanels>
    </Stack>
  );
};
