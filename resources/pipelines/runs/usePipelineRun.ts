import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineRunAddress, PipelineRunStatus } from '@dataProvider/verbs/pipelineRuns';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { pollingRule } from '@src/common/polling';
import { useDataProvider } from 'react-admin';
import { runPollInterval } from '../shared/runStatus';

export const runQueryKey = ({ project, pipeline, run }: PipelineRunAddress) => [
  'pipelineRuns',
  project,
  pipeline,
  run,
];

/**
 * One run: what it was given (read once) and its status, read again every 5 s until it is terminated,
 * failed or succeeded, under the console's polling rule (not in a hidden tab, not after leaving, never two
 * at once).
 */
export function usePipelineRun(address: PipelineRunAddress) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const key = runQueryKey(address);
  const base = useQuery({
    queryKey: [...key, 'base'],
    queryFn: () => dataProvider.pipelineRunBase(address, ERROR_SHOWN_BY_PAGE),
  });
  const status = useQuery({
    queryKey: [...key, 'status'],
    queryFn: () => dataProvider.pipelineRunStatus(address, ERROR_SHOWN_BY_PAGE),
    ...pollingRule<PipelineRunStatus>((run) => runPollInterval(run?.status)),
  });
  return { base, status };
}

/** Reads the run's status again now (after Resume or Terminate). */
export function useReloadRun(address: PipelineRunAddress) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...runQueryKey(address), 'status'] });
}
