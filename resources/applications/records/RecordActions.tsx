import RestoreIcon from '@mui/icons-material/Restore';
import type { VelaDataProvider } from '@dataProvider/index';
import type { RecordAddress } from '@dataProvider/verbs/workflowRecords';
import { ApprovalBar } from '@resources/workflow';
import { ConfirmButton } from '@src/common/kit';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { appResource } from '../shared/application';
import { recordPath } from '../shared/appPages';
import { useApplication } from '../shared/useApplication';
import { envRecordsQueryKey } from './useEnvRecords';

const KEY = 'resources.appWorkflowRecords';

/**
 * What a suspending record offers: Continue (approve and read the record again), Terminate (asks, then reads
 * it again) and Rollback to the last ready revision (asks, then opens the new record). Each is shown only
 * to who may do it on `…/workflow:{w}/record:{r}`, and none on a read-only application.
 */
export const RecordActions = ({ address, env }: { address: RecordAddress; env: string }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { project, readOnly } = useApplication();
  const resource = appResource(project, address.app, `workflow:${address.workflow}/record:${address.record}`);
  const reload = () => queryClient.invalidateQueries({ queryKey: envRecordsQueryKey(address.app, env) });
  const rollback = async () => {
    const record = await dataProvider.rollbackRecord(address);
    await reload();
    navigate(recordPath(address.app, env, record.name));
  };

  return (
    <ApprovalBar
      messages={KEY}
      resumeLabel={`${KEY}.action.continue`}
      access={{ resource, resume: 'resume', terminate: 'terminate' }}
      resume={() => dataProvider.resumeRecord(address)}
      terminate={() => dataProvider.terminateRecord(address)}
      reload={reload}
      readOnly={readOnly}
      before={
        <ConfirmButton
          label={`${KEY}.action.rollback`}
          icon={<RestoreIcon />}
          color="inherit"
          access={{ action: 'rollback', resource }}
          confirmText={`${KEY}.confirm.rollback`}
          successMessage={`${KEY}.notification.rolledBack`}
          onConfirm={rollback}
        />
      }
    />
  );
};
