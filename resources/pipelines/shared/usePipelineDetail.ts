import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineAddress } from '@dataProvider/verbs/pipelineRuns';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { useDataProvider } from 'react-admin';

export const pipelineQueryKey = ({ project, pipeline }: PipelineAddress) => [
  'pipelines',
  project,
  pipeline,
  'detail',
];

/** The pipeline with its spec, as the studio and the run pages read it. */
export function usePipelineDetail(address: PipelineAddress) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({
    queryKey: pipelineQueryKey(address),
    queryFn: () => dataProvider.pipelineDetail(address, ERROR_SHOWN_BY_PAGE),
  });
}
