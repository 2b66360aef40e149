import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CreateForm, EditForm } from '@src/common/kit';
import { useCanAccess, useTranslate } from 'react-admin';
import type { Role } from '../shared/projectRole';
import { RoleDetails } from './RoleDetails';
import { RoleInputs } from './RoleInputs';

interface RoleCreatorProps {
  project: string;
  onCreated: (role: string) => void;
  onCancel: () => void;
}

/** A new role of the project: name, alias and permissions; Cancel leaves the creation. */
export const RoleCreator = ({ project, onCreated, onCancel }: RoleCreatorProps) => {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" alignItems="center" sx={{ px: 2, pt: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('resources.projectRoles.action.new')}
        </Typography>
        <Button onClick={onCancel}>{translate('vela.kit.form.cancel')}</Button>
      </Stack>
      <CreateForm
        resource="projectRoles"
        meta={{ project }}
        successMessage="resources.projectRoles.notification.created"
        defaultValues={{ permissions: [] }}
        onSaved={(record) => onCreated(String(record.name ?? record.id))}
      >
        <RoleInputs project={project} />
      </CreateForm>
    </>
  );
};

/** A role of the project: its permission form for those who may update it, its details for the others. */
export const RoleEditor = ({ project, role }: { project: string; role: Role }) => {
  const { canAccess, isPending } = useCanAccess({
    action: 'update',
    resource: `project:${project}/role:${role.name}`,
  });
  if (isPending) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {role.alias || role.name}
      </Typography>
      {canAccess ? (
        <EditForm
          resource="projectRoles"
          id={role.id}
          meta={{ project }}
          successMessage="resources.projectRoles.notification.updated"
        >
          <RoleInputs project={project} editing />
        </EditForm>
      ) : (
        <RoleDetails role={role} />
      )}
    </>
  );
};
