import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import type {
  RecordAddress,
  StepInputValue,
  StepLog,
  StepOutputValue,
} from '@dataProvider/verbs/workflowRecords';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { useDataProvider } from 'react-admin';

export interface StepTabData {
  logs: StepLog;
  inputs: StepInputValue[];
  outputs: StepOutputValue[];
}

export type StepTab = keyof StepTabData;

/**
 * One tab's data of a step. The step's phase is part of the key: when the polled record shows the step
 * moved on, its logs, inputs and outputs are read again.
 */
export function useStepData<Tab extends StepTab>(
  address: RecordAddress,
  step: string,
  phase: string,
  tab: Tab,
): UseQueryResult<StepTabData[Tab]> {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const read: { [Key in StepTab]: () => Promise<StepTabData[Key]> } = {
    logs: () => dataProvider.stepLog(address, step, ERROR_SHOWN_BY_PAGE),
    inputs: () => dataProvider.stepInputs(address, step, ERROR_SHOWN_BY_PAGE),
    outputs: () => dataProvider.stepOutputs(address, step, ERROR_SHOWN_BY_PAGE),
  };
  return useQuery({
    queryKey: ['workflowRecords', address.app, address.workflow, address.record, step, phase, tab],
    queryFn: read[tab],
  });
}
