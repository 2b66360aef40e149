import { ListFrame } from '@src/common/kit';
import { displayName } from '@src/common/displayName';
import { formatDateTime } from '@src/common/format';
import type { components } from '@src/types/api';
import { DataTable } from 'react-admin';

type User = components['schemas']['v1.DetailUserResponse'] & { id: string };

export const UserList = () => (
  <ListFrame>
    <DataTable<User> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="alias" />
      <DataTable.Col source="email" />
      <DataTable.Col source="roles" render={(user) => user.roles?.map(displayName).join(', ')} />
      <DataTable.Col source="createTime" render={(user) => formatDateTime(user.createTime)} />
      <DataTable.Col source="lastLoginTime" render={(user) => formatDateTime(user.lastLoginTime)} />
    </DataTable>
  </ListFrame>
);
