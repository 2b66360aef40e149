import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PipelineRunBase, PipelineRunStatus } from '@dataProvider/verbs/pipelineRuns';
import { ContextValueChip } from '../shared/ContextValueChip';
import { formatDateTime, formatElapsed } from '@src/common/format';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

const INFO = 'resources.pipelineRuns.info';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="div" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {`${translate(`${INFO}.${label}`)}:`}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
};

/** When the run started, how long it took, its modes and its context with the context's values. */
export const RunInfo = ({ base, status }: { base: PipelineRunBase; status: PipelineRunStatus }) => (
  <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0 }}>
    <Fact label="started">{formatDateTime(status.startTime) || '-'}</Fact>
    <Fact label="duration">{formatElapsed(status.startTime, status.endTime || new Date()) || '-'}</Fact>
    <Fact label="mode">{status.mode?.steps || 'StepByStep'}</Fact>
    <Fact label="subMode">{status.mode?.subSteps || 'DAG'}</Fact>
    <Fact label="context">
      {base.contextName || '-'}
      {base.contextValues.map((value) => (
        <ContextValueChip key={value.key} item={value} sx={{ ml: 1 }} />
      ))}
    </Fact>
  </Box>
);
