import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PipelineRunAddress } from '@dataProvider/verbs/pipelineRuns';
import type { WorkflowStepDefinition } from '@resources/applications/records/stepGraph';
import { StepLog } from '@resources/applications/records/StepLog';
import { StepValues } from '@resources/applications/records/StepValues';
import { ErrorState } from '@src/common/kit';
import { formatDateTime, formatElapsed } from '@src/common/format';
import type { ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import type { RunStepStatus } from './runSteps';
import { useRunStepData, type RunStepData, type RunStepRead } from './useRunStepData';

const STEP = 'resources.pipelineRuns.step';

export interface RunStepTabProps {
  address: PipelineRunAddress;
  step: string;
  /** The server's phase of the step: a change reads the tab again. */
  phase: string;
}

/** Skeleton while loading, the reason with Retry on failure, then the tab's content. */
function Loaded<Read extends RunStepRead>({
  read,
  props,
  children,
}: {
  read: Read;
  props: RunStepTabProps;
  children: (data: RunStepData[Read]) => ReactNode;
}) {
  const { data, error, isPending, isFetching, refetch } = useRunStepData(
    props.address,
    props.step,
    props.phase,
    read,
  );
  if (error) return <ErrorState error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isPending) return <Skeleton variant="rounded" height={96} />;
  return <>{children(data)}</>;
}

const Empty = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate(text)}</Typography>;
};

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
      <Loaded read="log" props={props}>
        {(log) => (log ? <StepLog log={log} /> : <Empty text={`${STEP}.noLogs`} />)}
      </Loaded>
    </Box>
  );
};

export const OutputsTab = (props: RunStepTabProps) => (
  <Loaded read="outputs" props={props}>
    {(rows) => (
      <StepValues rows={rows} columns={['name', 'valueFrom', 'value']} empty={`${STEP}.noOutputs`} />
    )}
  </Loaded>
);

export const InputsTab = (props: RunStepTabProps) => (
  <Loaded read="inputs" props={props}>
    {(rows) => (
      <StepValues
        rows={rows}
        columns={['fromStep', 'from', 'parameterKey', 'value']}
        empty={`${STEP}.noInputs`}
      />
    )}
  </Loaded>
);
