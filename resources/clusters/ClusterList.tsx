import { ListFrame } from '@src/common/kit';
import type { components } from '@src/types/api';
import { DataTable } from 'react-admin';

type Cluster = components['schemas']['v1.ClusterBase'] & { id: string };

export const ClusterList = () => (
  <ListFrame>
    <DataTable<Cluster> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="alias" />
      <DataTable.Col source="status" />
      <DataTable.Col source="description" />
    </DataTable>
  </ListFrame>
);
