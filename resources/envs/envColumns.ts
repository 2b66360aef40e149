import type { ExportColumn } from '@src/common/kit';
import type { components } from '../../contract/api';

type Env = components['schemas']['v1.Env'] & { id: string };

/** The environment table's columns, for its Export (name and alias apart, so a sheet can sort by either). */
export const envColumns: ExportColumn<Env>[] = [
  { source: 'name' },
  { source: 'alias' },
  { source: 'project' },
  { source: 'namespace', label: 'resources.envs.columns.namespace' },
  { source: 'description' },
  { source: 'targets' },
];
