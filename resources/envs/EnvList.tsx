import { ListFrame } from '@src/common/kit';
import { displayName } from '@src/common/displayName';
import type { components } from '@src/types/api';
import { DataTable } from 'react-admin';

type Env = components['schemas']['v1.Env'] & { id: string };

export const EnvList = () => (
  <ListFrame>
    <DataTable<Env> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="alias" />
      <DataTable.Col source="project" render={(env) => displayName(env.project)} />
      <DataTable.Col source="namespace" />
      <DataTable.Col source="targets" render={(env) => env.targets?.map(displayName).join(', ')} />
    </DataTable>
  </ListFrame>
);
