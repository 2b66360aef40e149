import RestoreIcon from '@mui/icons-material/Restore';
import Button from '@mui/material/Button';
import type { VelaDataProvider } from '@dataProvider/index';
import { recordPath } from '../shared/appPages';
import { appResource } from '../shared/application';
import { useApplication } from '../shared/useApplication';
import { useSuccessNotify } from '@src/common/kit';
import { useState } from 'react';
import { CanAccess, Confirm, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canRollback, type Revision } from './revisionRules';

/**
 * Rolls the application back to a complete or terminated revision (a terminated one asks first), then
 * opens the new workflow record. A refusal (10028: already the current revision) is toasted.
 */
export const RollbackButton = ({ revision }: { revision: Revision }) => {
  const translate = useTranslate();
  const notifySuccess = useSuccessNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { app, project, readOnly } = useApplication();
  const [asking, setAsking] = useState(false);
  const [acting, setActing] = useState(false);
  if (readOnly || !canRollback(revision.status)) return null;

  const rollback = async () => {
    setActing(true);
    try {
      const { record } = await dataProvider.rollbackRevision(app.name, revision.version);
      notifySuccess('resources.appRevisions.notification.rolledBack');
      navigate(recordPath(app.name, revision.envName, record.name));
    } catch {
      // The API error toaster has said why; nothing changed.
    } finally {
      setActing(false);
      setAsking(false);
    }
  };
  const label = translate('resources.appRevisions.action.rollback');
  return (
    <CanAccess action="rollback" resource={appResource(project, app.name, `revision:${revision.version}`)}>
      <Button
        size="small"
        startIcon={<RestoreIcon />}
        aria-label={`${label} ${revision.version}`}
        loading={acting && !asking}
        onClick={() => (revision.status === 'terminated' ? setAsking(true) : void rollback())}
      >
        {label}
      </Button>
      <Confirm
        isOpen={asking}
        loading={acting}
        title="vela.kit.confirm.title"
        content="resources.appRevisions.confirm.rollbackTerminated"
        confirmColor="warning"
        onConfirm={() => void rollback()}
        onClose={() => {
          if (!acting) setAsking(false);
        }}
      />
    </CanAccess>
  );
};
