import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RecordAddress } from '@dataProvider/verbs/workflowRecords';
import { ErrorState } from '@src/common/kit';
import { dump } from 'js-yaml';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { WorkflowStepDefinition } from './stepGraph';
import { StepLog } from './StepLog';
import { STEP_TEXT_BOX } from './stepTextBox';
import { StepValues } from './StepValues';
import { useStepData, type StepTab, type StepTabData } from './useStepData';

const STEP = 'resources.appWorkflowRecords.step';

export interface StepTabProps {
  address: RecordAddress;
  step: string;
  phase: string;
}

const Empty = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate(text)}</Typography>;
};

const Code = ({ children }: { children: string }) => (
  <Box component="pre" sx={STEP_TEXT_BOX}>
    {children}
  </Box>
);

/** Skeleton while loading, the reason with Retry on failure, then the tab's content. */
function Loaded<Tab extends StepTab>({
  tab,
  props,
  children,
}: {
  tab: Tab;
  props: StepTabProps;
  children: (data: StepTabData[Tab]) => ReactNode;
}) {
  const { data, error, isPending, refetch, isFetching } = useStepData(
    props.address,
    props.step,
    props.phase,
    tab,
  );
  if (error) return <ErrorState error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isPending) return <Skeleton variant="rounded" height={96} />;
  return <>{children(data)}</>;
}

export const LogsTab = (props: StepTabProps) => (
  <Loaded tab="logs" props={props}>
    {({ log }) => (log ? <StepLog log={log} /> : <Empty text={`${STEP}.noLogs`} />)}
  </Loaded>
);

export const InputsTab = (props: StepTabProps) => (
  <Loaded tab="inputs" props={props}>
    {(rows) => (
      <StepValues
        rows={rows}
        columns={['from', 'fromStep', 'parameterKey', 'value']}
        empty={`${STEP}.noInputs`}
      />
    )}
  </Loaded>
);

export const OutputsTab = (props: StepTabProps) => (
  <Loaded tab="outputs" props={props}>
    {(rows) => (
      <StepValues rows={rows} columns={['name', 'valueFrom', 'value']} empty={`${STEP}.noOutputs`} />
    )}
  </Loaded>
);

/** Properties are an object, or a JSON string in older records. */
function propertiesOf(definition?: WorkflowStepDefinition): Record<string, unknown> {
  const raw: unknown = definition?.properties;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
}

/** The step's properties as the workflow declares them, in YAML. */
export const PropertiesTab = ({ definition }: { definition?: WorkflowStepDefinition }) => {
  const properties = propertiesOf(definition);
  if (Object.keys(properties).length === 0) return <Empty text={`${STEP}.noProperties`} />;
  return <Code>{dump(properties)}</Code>;
};
