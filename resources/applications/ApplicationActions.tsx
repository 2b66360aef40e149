import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DeleteButton } from '@src/common/kit';
import { CanAccess, RecordContextProvider, ResourceContextProvider, useTranslate } from 'react-admin';
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
 * The server refuses a deployed application (10019), which the toaster reports.
 */
export const DeleteApplicationButton = ({ app }: { app: Application }) => {
  const translate = useTranslate();
  if (isReadOnlyApp(app)) return null;
  return (
    <ResourceContextProvider value="applications">
      <RecordContextProvider value={app}>
        <DeleteButton
          label={translate('ra.action.delete')}
          successMessage="resources.applications.notification.deleted"
          access={{ action: 'delete', resource: appResource(app.project.name, app.name) }}
        />
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};

/** Edit and Delete side by side, as a table row and a card show them. */
export const ApplicationActions = ({ app, onEdit }: Props) => (
  <Stack direction="row" spacing={1}>
    <EditApplicationButton app={app} onEdit={onEdit} />
    <DeleteApplicationButton app={app} />
  </Stack>
);
