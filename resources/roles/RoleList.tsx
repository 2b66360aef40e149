import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  CreateForm,
  DeleteButton,
  EditForm,
  EmptyState,
  FormDrawer,
  ListFrame,
  RowEditButton,
  useUrlDrawer,
  WIDE_DRAWER_WIDTH,
} from '@src/common/kit';
import { displayName } from '@src/common/displayName';
import { formatDateTime } from '@src/common/format';
import { CanAccess, DataTable, useRecordContext, useTranslate } from 'react-admin';
import { rolePermission, type Role } from './role';
import { RoleInputs } from './RoleInputs';

/** Edit and Delete of one role, each with its permission on that role, named after it. */
const RoleRowActions = ({ onEdit }: { onEdit: (name: string) => void }) => {
  const role = useRecordContext<Role>();
  if (!role) return null;
  const resource = rolePermission(role.name);
  return (
    <Stack direction="row" spacing={0.5}>
      <RowEditButton label="resources.roles.action.edit" resource={resource} onEdit={onEdit} />
      <DeleteButton
        successMessage="resources.roles.notification.deleted"
        access={{ action: 'delete', resource }}
      />
    </Stack>
  );
};

/** /roles: the platform roles, ten to a page, with New Role, Edit and Delete (`#create`, `#edit/<name>`). */
export const RoleList = () => {
  const translate = useTranslate();
  const { drawer, id, open, close } = useUrlDrawer();
  const newRole = (
    <CanAccess action="create" resource="role:*">
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => open('create')}>
        {translate('resources.roles.action.new')}
      </Button>
    </CanAccess>
  );
  return (
    <>
      <ListFrame
        subtitle="resources.roles.subtitle"
        actions={newRole}
        empty={<EmptyState action={newRole} />}
      >
        <DataTable<Role> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="alias" />
          <DataTable.Col
            source="permissions"
            render={(role) => role.permissions?.map(displayName).join(', ')}
          />
          <DataTable.Col source="createTime" render={(role) => formatDateTime(role.createTime)} />
          <DataTable.Col label="resources.roles.fields.actions">
            <RoleRowActions onEdit={(name) => open('edit', name)} />
          </DataTable.Col>
        </DataTable>
      </ListFrame>
      <FormDrawer
        width={WIDE_DRAWER_WIDTH}
        open={drawer === 'create'}
        onClose={close}
        title="resources.roles.action.new"
      >
        <CreateForm
          successMessage="resources.roles.notification.created"
          submitLabel="resources.roles.action.create"
          defaultValues={{ permissions: [] }}
        >
          <RoleInputs />
        </CreateForm>
      </FormDrawer>
      <FormDrawer
        width={WIDE_DRAWER_WIDTH}
        open={drawer === 'edit' && !!id}
        onClose={close}
        title="resources.roles.title.edit"
      >
        {id ? (
          <EditForm
            id={id}
            successMessage="resources.roles.notification.updated"
            submitLabel="resources.roles.action.update"
          >
            <RoleInputs editing />
          </EditForm>
        ) : null}
      </FormDrawer>
    </>
  );
};
