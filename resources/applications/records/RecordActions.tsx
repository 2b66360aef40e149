import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestoreIcon from '@mui/icons-material/Restore';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { VelaDataProvider } from '@dataProvider/index';
import type { RecordAddress } from '@dataProvider/verbs/workflowRecords';
import { appResource } from '../shared/application';
import { recordPath } from '../shared/appPages';
import { useApplication } from '../shared/useApplication';
import { ConfirmButton, useSuccessNotify } from '@src/common/kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CanAccess, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { envRecordsQueryKey } from './useEnvRecords';

const KEY = 'resources.appWorkflowRecords';

/**
 * What a suspending record offers: Continue (approve and read the record again), Terminate (asks, then reads
 * it again) and Rollback to the last ready revision (asks, then opens the new record). Each is shown only
 * to who may do it on `…/workflow:{w}/record:{r}`, and none on a read-only application.
 */
export const RecordActions = ({ address, env }: { address: RecordAddress; env: string }) => {
  const translate = useTranslate();
  const notifySuccess = useSuccessNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { project, readOnly } = useApplication();
  const [resuming, setResuming] = useState(false);
  const resource = appResource(project, address.app, `workflow:${address.workflow}/record:${address.record}`);
  const reload = () => queryClient.invalidateQueries({ queryKey: envRecordsQueryKey(address.app, env) });

  const resume = async () => {
    setResuming(true);
    try {
      await dataProvider.resumeRecord(address);
      notifySuccess(`${KEY}.notification.resumed`);
      await reload();
    } catch {
      // The API error toaster has said why; the record is unchanged.
    } finally {
      setResuming(false);
    }
  };
  const rollback = async () => {
    const record = await dataProvider.rollbackRecord(address);
    await reload();
    navigate(recordPath(address.app, env, record.name));
  };

  return (
    <Alert
      severity="info"
      action={
        readOnly ? undefined : (
          <Stack direction="row" spacing={1} alignItems="center">
            <ConfirmButton
              label={`${KEY}.action.rollback`}
              icon={<RestoreIcon />}
              color="inherit"
              access={{ action: 'rollback', resource }}
              confirmText={`${KEY}.confirm.rollback`}
              successMessage={`${KEY}.notification.rolledBack`}
              onConfirm={rollback}
            />
            <ConfirmButton
              label={`${KEY}.action.terminate`}
              icon={<StopIcon />}
              access={{ action: 'terminate', resource }}
              confirmText={`${KEY}.confirm.terminate`}
              successMessage={`${KEY}.notification.terminated`}
              onConfirm={async () => {
                await dataProvider.terminateRecord(address);
                await reload();
              }}
            />
            <CanAccess action="resume" resource={resource}>
              <Button
                size="small"
                variant="contained"
                startIcon={<PlayArrowIcon />}
                loading={resuming}
                onClick={() => void resume()}
              >
                {translate(`${KEY}.action.continue`)}
              </Button>
            </CanAccess>
          </Stack>
        )
      }
    >
      {translate(`${KEY}.approval`)}
    </Alert>
  );
};
