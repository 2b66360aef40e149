import DeleteIcon from '@mui/icons-material/Delete';
import { useApplication } from './useApplication';
import { useRefreshApplication } from './useRefreshApplication';
import { appResource } from './application';
import { ConfirmButton } from '@src/common/kit';
import { useDelete, useTranslate } from 'react-admin';

/**
 * Removes the application's binding to `env` after the spec's question (the server refuses with 10020 while
 * it is deployed there); hidden without `delete …/envBinding:{env}` and for a read-only application.
 */
export const DeleteBindingButton = ({ env, onDeleted }: { env: string; onDeleted?: () => void }) => {
  const translate = useTranslate();
  const { app, project, readOnly } = useApplication();
  const refresh = useRefreshApplication();
  const [deleteOne] = useDelete(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  if (readOnly) return null;
  const label = 'resources.appEnvBindings.action.delete';
  return (
    <ConfirmButton
      label={label}
      icon={<DeleteIcon />}
      successMessage="resources.appEnvBindings.notification.deleted"
      access={{ action: 'delete', resource: appResource(project, app.name, `envBinding:${env}`) }}
      ariaLabel={`${translate(label)} ${env}`}
      onConfirm={async () => {
        await deleteOne('appEnvBindings', { id: env, previousData: { id: env }, meta: { app: app.name } });
        refresh();
        onDeleted?.();
      }}
    />
  );
};
