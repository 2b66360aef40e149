import { displayName } from '@src/common/displayName';
import { formatDateTime } from '@src/common/format';
import { ResourceHeading } from '@src/common/ResourceHeading';
import type { components } from '@src/types/api';
import { DataTable, List } from 'react-admin';

type Role = components['schemas']['v1.RoleBase'] & { id: string };

export const RoleList = () => (
  <>
    <ResourceHeading />
    <List title={false} exporter={false} perPage={10}>
      <DataTable<Role> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="alias" />
        <DataTable.Col
          source="permissions"
          render={(role) => role.permissions?.map(displayName).join(', ')}
        />
        <DataTable.Col source="createTime" render={(role) => formatDateTime(role.createTime)} />
      </DataTable>
    </List>
  </>
);
