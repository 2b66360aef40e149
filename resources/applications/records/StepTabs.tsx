import type { RecordAddress } from '@dataProvider/verbs/workflowRecords';
import { StepEmpty, StepLog, StepRead, StepValuesRead } from '@resources/workflow';
import { useStepData } from './useStepData';

const STEP = 'resources.appWorkflowRecords.step';

export interface StepTabProps {
  address: RecordAddress;
  step: string;
  phase: string;
}

export const LogsTab = ({ address, step, phase }: StepTabProps) => (
  <StepRead read={useStepData(address, step, phase, 'logs')}>
    {({ log }) => (log ? <StepLog log={log} /> : <StepEmpty text={`${STEP}.noLogs`} />)}
  </StepRead>
);

export const InputsTab = ({ address, step, phase }: StepTabProps) => (
  <StepValuesRead
    read={useStepData(address, step, phase, 'inputs')}
    columns={['from', 'fromStep', 'parameterKey', 'value']}
    empty={`${STEP}.noInputs`}
  />
);

export const OutputsTab = ({ address, step, phase }: StepTabProps) => (
  <StepValuesRead
    read={useStepData(address, step, phase, 'outputs')}
    columns={['name', 'valueFrom', 'value']}
    empty={`${STEP}.noOutputs`}
  />
);
