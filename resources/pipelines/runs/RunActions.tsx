import ReplayIcon from '@mui/icons-material/Replay';
import StopIcon from '@mui/icons-material/Stop';
import Stack from '@mui/material/Stack';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineRunAddress } from '@dataProvider/verbs/pipelineRuns';
import { runPath } from '../shared/pipelinePaths';
import { ConfirmButton } from '@src/common/kit';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { runActions } from '../shared/runStatus';
import { useReloadRun } from './usePipelineRun';

const KEY = 'resources.pipelineRuns';

/**
 * Rerun (enabled once the run has ended; runs the pipeline again with the same context and opens the new
 * run) and Stop (while it executes or waits for approval). Each asks first.
 */
export const RunActions = ({
  address,
  status,
  contextName,
}: {
  address: PipelineRunAddress;
  status: string | undefined;
  contextName: string;
}) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const navigate = useNavigate();
  const reload = useReloadRun(address);
  const offered = runActions(status);
  const pipelineResource = `project:${address.project}/pipeline:${address.pipeline}`;
  const rerun = async () => {
    const started = await dataProvider.runPipeline(address, contextName);
    navigate(runPath(address.project, address.pipeline, started.pipelineRunName));
  };
  return (
    <Stack direction="row" spacing={1}>
      {offered.stop && (
        <ConfirmButton
          label={`${KEY}.action.stop`}
          icon={<StopIcon />}
          access={{ action: 'run', resource: `${pipelineResource}/pipelineRun:${address.run}` }}
          confirmText={`${KEY}.confirm.stop`}
          successMessage={`${KEY}.notification.stopped`}
          onConfirm={async () => {
            await dataProvider.stopPipelineRun(address);
            await reload();
          }}
        />
      )}
      <ConfirmButton
        label={`${KEY}.action.rerun`}
        icon={<ReplayIcon />}
        color="primary"
        disabled={!offered.rerun}
        access={{ action: 'run', resource: pipelineResource }}
        confirmText={`${KEY}.confirm.rerun`}
        onConfirm={rerun}
      />
    </Stack>
  );
};
