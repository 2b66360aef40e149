import { ListFrame } from '@src/common/kit';
import { displayName } from '@src/common/displayName';
import type { components } from '@src/types/api';
import { DataTable } from 'react-admin';

type Target = components['schemas']['v1.TargetBase'] & { id: string };

export const TargetList = () => (
  <ListFrame perPage={5}>
    <DataTable<Target> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="alias" />
      <DataTable.Col
        source="cluster"
        render={(target) => target.clusterAlias || target.cluster?.clusterName || ''}
      />
      <DataTable.Col source="namespace" render={(target) => target.cluster?.namespace ?? ''} />
      <DataTable.Col source="project" render={(target) => displayName(target.project)} />
    </DataTable>
  </ListFrame>
);
