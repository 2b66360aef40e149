import Stack from '@mui/material/Stack';
import type { PipelineRunAddress } from '@dataProvider/verbs/pipelineRuns';
import { PipelineLoadFailure } from '../shared/PipelineLoadFailure';
import { usePipelineDetail } from '../shared/usePipelineDetail';
import { displayName } from '@dataProvider/displayName';
import { ErrorState, ListSkeleton, PanelBoundary } from '@src/common/kit';
import { useMemo } from 'react';
import { RunView } from './RunView';
import { usePipelineRun } from './usePipelineRun';
import { WorkflowAddonNotice } from '../shared/WorkflowAddonNotice';

/** `/projects/{p}/pipelines/{name}/runs/{run}`: one run, its status read again every 5 s until it ends. */
export const PipelineRunPage = ({ project, pipeline, run }: PipelineRunAddress) => {
  const address = useMemo(() => ({ project, pipeline, run }), [project, pipeline, run]);
  const detail = usePipelineDetail(address);
  const { base, status } = usePipelineRun(address);
  const runError = base.error ?? status.error;
  const error = detail.error ?? runError;
  const retry = () => {
    void detail.refetch();
    void base.refetch();
    void status.refetch();
  };
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <WorkflowAddonNotice />
      {/* A missing pipeline says so; its runs then fail too, and a missing run is only that run. */}
      {detail.error && (
        <PipelineLoadFailure project={project} pipeline={pipeline} error={detail.error} onRetry={retry} />
      )}
      {runError && !detail.error && <ErrorState error={runError} onRetry={retry} />}
      {!error && (base.isPending || status.isPending) && <ListSkeleton />}
      {base.data && status.data && !error && (
        <PanelBoundary name="resources.pipelineRuns.panel" onRetry={retry} resetKey={status.data}>
          <RunView
            address={address}
            pipelineLabel={detail.data ? displayName(detail.data) : pipeline}
            base={base.data}
            status={status.data}
          />
        </PanelBoundary>
      )}
    </Stack>
  );
};
