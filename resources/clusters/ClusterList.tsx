import { ResourceHeading } from '@src/common/ResourceHeading';
import type { components } from '@src/types/api';
import { DataTable, List } from 'react-admin';

type Cluster = components['schemas']['v1.ClusterBase'] & { id: string };

export const ClusterList = () => (
  <>
    <ResourceHeading />
    <List title={false} exporter={false} perPage={10}>
      <DataTable<Cluster> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="alias" />
        <DataTable.Col source="status" />
        <DataTable.Col source="description" />
      </DataTable>
    </List>
  </>
);
