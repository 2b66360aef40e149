import { ListFrame } from '@src/common/kit';
import { displayName } from '@src/common/displayName';
import { formatDateTime } from '@src/common/format';
import type { components } from '@src/types/api';
import { DataTable } from 'react-admin';

type Role = components['schemas']['v1.RoleBase'] & { id: string };

export const RoleList = () => (
  <ListFrame>
    <DataTable<Role> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="alias" />
      <DataTable.Col source="permissions" render={(role) => role.permissions?.map(displayName).join(', ')} />
      <DataTable.Col source="createTime" render={(role) => formatDateTime(role.createTime)} />
    </DataTable>
  </ListFrame>
);
