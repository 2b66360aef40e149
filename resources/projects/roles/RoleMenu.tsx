import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { ConfirmButton } from '@src/common/kit';
import { CanAccess, useDelete, useTranslate } from 'react-admin';
import type { Role } from '../shared/projectRole';

interface RoleMenuProps {
  project: string;
  roles: Role[];
  /** The role shown on the right; none while a new role is being created. */
  current?: string;
  onChoose: (role: string) => void;
  onNew: () => void;
  onDeleted: (role: string) => void;
}

const DeleteRole = ({ project, role, onDeleted }: { project: string; role: Role; onDeleted: () => void }) => {
  const translate = useTranslate();
  const [deleteOne] = useDelete(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  return (
    <ConfirmButton
      label="ra.action.delete"
      icon={<DeleteIcon />}
      confirmText="resources.projectRoles.confirm.delete"
      successMessage="resources.projectRoles.notification.deleted"
      access={{ action: 'delete', resource: `project:${project}/role:${role.name}` }}
      ariaLabel={`${translate('ra.action.delete')} ${role.name}`}
      onConfirm={async () => {
        await deleteOne('projectRoles', { id: role.id, previousData: role, meta: { project } });
        onDeleted();
      }}
    />
  );
};

/** The project's roles, the one shown marked; delete and New Role for those who may. */
export const RoleMenu = ({ project, roles, current, onChoose, onNew, onDeleted }: RoleMenuProps) => {
  const translate = useTranslate();
  return (
    <nav aria-label={translate('resources.projectRoles.list')}>
      <List dense disablePadding>
        {roles.map((role) => (
          <ListItem key={role.name} disablePadding>
            <ListItemButton
              selected={role.name === current}
              aria-current={role.name === current ? 'page' : undefined}
              onClick={() => onChoose(role.name)}
            >
              <ListItemText
                primary={role.alias || role.name}
                secondary={role.alias ? role.name : undefined}
              />
            </ListItemButton>
            <DeleteRole project={project} role={role} onDeleted={() => onDeleted(role.name)} />
          </ListItem>
        ))}
      </List>
      <CanAccess action="create" resource={`project:${project}/role:*`}>
        <Button startIcon={<AddIcon />} size="small" sx={{ mt: 1 }} onClick={onNew}>
          {translate('resources.projectRoles.action.new')}
        </Button>
      </CanAccess>
    </nav>
  );
};
