import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { EmptyState, ListFrame, StatusChip, useUrlDrawer } from '@src/common/kit';
import { displayName } from '@dataProvider/displayName';
import { formatDateTime } from '@src/common/format';
import { CanAccess, DataTable, TextInput, useTranslate } from 'react-admin';
import type { User } from './user';
import { UserDrawers } from './UserDrawers';
import { UserRowActions } from './UserRowActions';
import { userColumns } from './userColumns';

const filters = [
  <TextInput key="name" source="name" label="resources.users.filters.name" alwaysOn />,
  <TextInput key="alias" source="alias" label="resources.users.filters.alias" alwaysOn />,
  <TextInput key="email" source="email" label="resources.users.filters.email" alwaysOn />,
];

const UserStatus = ({ disabled }: { disabled: boolean }) =>
  disabled ? (
    <StatusChip label="resources.users.status.disabled" tone="neutral" />
  ) : (
    <StatusChip label="resources.users.status.active" tone="succeeded" />
  );

/** /users: search by name, alias and email; New User; per row reset password, edit, enable or disable, delete. */
export const UserList = () => {
  const translate = useTranslate();
  const { drawer, id, open, close } = useUrlDrawer();
  const newUser = (
    <CanAccess action="create" resource="users">
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => open('create')}>
        {translate('resources.users.action.new')}
      </Button>
    </CanAccess>
  );
  return (
    <>
      <ListFrame
        subtitle="resources.users.subtitle"
        filters={filters}
        actions={newUser}
        exportColumns={userColumns}
        empty={<EmptyState action={newUser} />}
      >
        <DataTable<User> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="alias" />
          <DataTable.Col source="roles" render={(user) => user.roles?.map(displayName).join(', ')} />
          <DataTable.Col
            source="disabled"
            label="resources.users.fields.status"
            render={(user) => <UserStatus disabled={user.disabled} />}
          />
          <DataTable.Col source="email" />
          <DataTable.Col source="createTime" render={(user) => formatDateTime(user.createTime)} />
          <DataTable.Col source="lastLoginTime" render={(user) => formatDateTime(user.lastLoginTime)} />
          <DataTable.Col label="resources.users.fields.actions">
            <UserRowActions openDrawer={open} />
          </DataTable.Col>
        </DataTable>
      </ListFrame>
      <UserDrawers drawer={drawer} id={id} close={close} />
    </>
  );
};
