import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineRunAddress } from '@dataProvider/verbs/pipelineRuns';
import { ConfirmButton, useSuccessNotify } from '@src/common/kit';
import { useState } from 'react';
import { CanAccess, useDataProvider, useTranslate } from 'react-admin';
import { useReloadRun } from './usePipelineRun';

const KEY = 'resources.pipelineRuns';

/** A run waiting for approval: Terminate (asks first) or Resume, each reading the status again. */
export const RunApproval = ({ address }: { address: PipelineRunAddress }) => {
  const translate = useTranslate();
  const notifySuccess = useSuccessNotify();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const reload = useReloadRun(address);
  const [resuming, setResuming] = useState(false);
  const resource = `project:${address.project}/pipeline:${address.pipeline}/pipelineRun:${address.run}`;
  const resume = async () => {
    setResuming(true);
    try {
      await dataProvider.resumePipelineRun(address);
      notifySuccess(`${KEY}.notification.resumed`);
      await reload();
    } catch {
      // The API error toaster has said why; the run is unchanged.
    } finally {
      setResuming(false);
    }
  };
  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row" spacing={1} alignItems="center">
          <ConfirmButton
            label={`${KEY}.action.terminate`}
            icon={<StopIcon />}
            access={{ action: 'run', resource }}
            confirmText={`${KEY}.confirm.terminate`}
            successMessage={`${KEY}.notification.terminated`}
            onConfirm={async () => {
              await dataProvider.terminatePipelineRun(address);
              await reload();
            }}
          />
          <CanAccess action="run" resource={resource}>
            <Button
              size="small"
              variant="contained"
              startIcon={<PlayArrowIcon />}
              loading={resuming}
              onClick={() => void resume()}
            >
              {translate(`${KEY}.action.resume`)}
            </Button>
          </CanAccess>
        </Stack>
      }
    >
      {translate(`${KEY}.approval`)}
    </Alert>
  );
};
