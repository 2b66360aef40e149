import Stack from '@mui/material/Stack';
import type { PipelineAddress } from '@dataProvider/verbs/pipelineRuns';
import { WorkflowAddonNotice } from '../shared/WorkflowAddonNotice';
import { ListSkeleton } from '@src/common/kit';
import { useMemo } from 'react';
import { PipelineLoadFailure } from '../shared/PipelineLoadFailure';
import { StudioEditor } from './StudioEditor';
import { usePipelineDetail } from '../shared/usePipelineDetail';

/** `/projects/{p}/pipelines/{name}/studio`: the pipeline's studio once the pipeline is read. */
export const PipelineStudio = ({ project, pipeline }: PipelineAddress) => {
  const address = useMemo(() => ({ project, pipeline }), [project, pipeline]);
  const detail = usePipelineDetail(address);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <WorkflowAddonNotice />
      {detail.error && (
        <PipelineLoadFailure
          project={project}
          pipeline={pipeline}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      )}
      {detail.isPending && <ListSkeleton />}
      {detail.data && !detail.error && (
        <StudioEditor
          address={address}
          pipeline={detail.data}
          reload={async () => (await detail.refetch()).data}
        />
      )}
    </Stack>
  );
};
