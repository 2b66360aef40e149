import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmButton } from '@src/common/kit';
import { CanAccess, useDelete, useTranslate } from 'react-admin';
import { appResource, isReadOnlyApp, type Application } from './application';

interface Props {
  app: Application;
  onEdit: (name: string) => void;
}

/** Edit of one application, for who may update it; none on a read-only application. */
export const EditApplicationButton = ({ app, onEdit }: Props) => {
  const translate = useTranslate();
  if (isReadOnlyApp(app)) return null;
  const label = translate('resources.applications.action.edit', { name: app.name });
  return (
    <CanAccess action="update" resource={appResource(app.project.name, app.name)}>
      <Button size="small" startIcon={<EditIcon />} aria-label={label} onClick={() => onEdit(app.name)}>
        {translate('ra.action.edit')}
      </Button>
    </CanAccess>
  );
};

/**
 * Delete of one application after the spec's question, for who may delete it; none on a read-only one.
 * The server refuses a deployed application (10019), which the toaster reports. `onDeleted` runs after a
 * deletion (the application's own page leaves for the list).
 */
export const DeleteApplicationButton = ({ app, onDeleted }: { app: Application; onDeleted?: () => void }) => {
  const translate = useTranslate();
  const [deleteOne] = useDelete(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  if (isReadOnlyApp(app)) return null;
  const label = translate('ra.action.delete');
  return (
    <ConfirmButton
      label={label}
      icon={<DeleteIcon />}
      ariaLabel={`${label} ${app.name}`}
      successMessage="resources.applications.notification.deleted"
      access={{ action: 'delete', resource: appResource(app.project.name, app.name) }}
      onConfirm={async () => {
        await deleteOne('applications', { id: app.name, previousData: app });
        onDeleted?.();
      }}
    />
  );
};

/** Edit and Delete side by side, as a table row and a card show them. */
export const ApplicationActions = ({ app, onEdit }: Props) => (
  <Stack direction="row" spacing={1}>
    <EditApplicationButton app={app} onEdit={onEdit} />
    <DeleteApplicationButton app={app} />
  </Stack>
);
