import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineRunAddress } from '@dataProvider/verbs/pipelineRuns';
import type { StepInputValue, StepOutputValue } from '@dataProvider/verbs/workflowRecords';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { useDataProvider } from 'react-admin';
import { runQueryKey } from './usePipelineRun';

export interface RunStepData {
  log: string;
  inputs: StepInputValue[];
  outputs: StepOutputValue[];
}

export type RunStepRead = keyof RunStepData;

/**
 * One read of a step: its log, inputs or outputs. The step's phase is part of the key, so what a step
 * wrote is read again when the polled status shows it moved on.
 */
export function useRunStepData<Read extends RunStepRead>(
  address: PipelineRunAddress,
  step: string,
  phase: string,
  read: Read,
) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const readers: { [Key in RunStepRead]: () => Promise<RunStepData[Key]> } = {
    log: () => dataProvider.pipelineRunLog(address, step, ERROR_SHOWN_BY_PAGE),
    inputs: () => dataProvider.pipelineRunInputs(address, step, ERROR_SHOWN_BY_PAGE),
    outputs: () => dataProvider.pipelineRunOutputs(address, step, ERROR_SHOWN_BY_PAGE),
  };
  return useQuery<RunStepData[Read]>({
    queryKey: [...runQueryKey(address), 'step', step, phase, read],
    queryFn: readers[read],
  });
}
