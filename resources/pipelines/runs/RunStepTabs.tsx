import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PipelineRunAddress } from '@dataProvider/verbs/pipelineRuns';
import {
  StepEmpty,
  StepLog,
  StepRead,
  StepValuesRead,
  type WorkflowStepDefinition,
} from '@resources/workflow';
import { formatDateTime, formatElapsed } from '@src/common/format';
import type { ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import type { RunStepStatus } from './runSteps';
import { useRunStepData } from './useRunStepData';

const STEP = 'resources.pipelineRuns.step';

export interface RunStepTabProps {
  address: PipelineRunAddress;
  step: string;
  /** The server's phase of the step: a change reads the tab again. */
  phase: string;
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ width: 200, color: 'text.secondary' }}>
        {translate(`${STEP}.field.${label}`)}
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>{children}</TableCell>
    </TableRow>
  );
};

const addonOf = (definition?: WorkflowStepDefinition): string => {
  const addon = definition?.properties?.addonName;
  return typeof addon === 'string' ? addon : '';
};

/** What the step is and how it went, then its log. */
export const DetailTab = ({
  status,
  definition,
  ...props
}: RunStepTabProps & { status?: RunStepStatus; definition?: WorkflowStepDefinition }) => {
  const translate = useTranslate();
  const addon = addonOf(definition);
  const phase = status?.phase || 'pending';
  const message = [status?.message, status?.reason && `(${status.reason})`].filter(Boolean).join(' ');
  return (
    <Box>
      <Table size="small" sx={{ mb: 2 }}>
        <TableBody>
          <Row label="type">{status?.type ?? definition?.type}</Row>
          {addon && (
            <Row label="addon">
              <Link component={LinkBase} to={`/addons/${encodeURIComponent(addon)}`}>
                {addon}
              </Link>
            </Row>
          )}
          {definition?.if && <Row label="condition">{definition.if}</Row>}
          <Row label="firstExecuteTime">{formatDateTime(status?.firstExecuteTime) || '-'}</Row>
          <Row label="lastExecuteTime">{formatDateTime(status?.lastExecuteTime) || '-'}</Row>
          <Row label="duration">
            {formatElapsed(status?.firstExecuteTime, status?.lastExecuteTime) || '-'}
          </Row>
          {definition?.timeout && <Row label="timeout">{definition.timeout}</Row>}
          <Row label="phase">{translate(`${STEP}.phase.${phase}`, { _: phase })}</Row>
          {message && <Row label="message">{message}</Row>}
        </TableBody>
      </Table>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {translate(`${STEP}.logs`)}
      </Typography>
      <StepRead read={useRunStepData(props.address, props.step, props.phase, 'log')}>
        {(log) => (log ? <StepLog log={log} /> : <StepEmpty text={`${STEP}.noLogs`} />)}
      </StepRead>
    </Box>
  );
};

export const OutputsTab = ({ address, step, phase }: RunStepTabProps) => (
  <StepValuesRead
    read={useRunStepData(address, step, phase, 'outputs')}
    columns={['name', 'valueFrom', 'value']}
    empty={`${STEP}.noOutputs`}
  />
);

export const InputsTab = ({ address, step, phase }: RunStepTabProps) => (
  <StepValuesRead
    read={useRunStepData(address, step, phase, 'inputs')}
    columns={['fromStep', 'from', 'parameterKey', 'value']}
    empty={`${STEP}.noInputs`}
  />
);
