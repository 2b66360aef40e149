import type { ExportColumn } from '@src/common/kit';
import type { Definition } from './definition';

/** The definition table's columns, for its Export (alias and description apart). */
export const definitionColumns: ExportColumn<Definition>[] = [
  { source: 'name' },
  { source: 'alias' },
  { source: 'description' },
  {
    source: 'status',
    value: (definition, translate) =>
      translate(`resources.definitions.status.${definition.status === 'disable' ? 'disable' : 'enable'}`),
  },
  { source: 'ownerAddon' },
];
