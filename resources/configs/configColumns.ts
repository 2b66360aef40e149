import { formatDateTime } from '@src/common/format';
import type { ExportColumn } from '@src/common/kit';
import type { Config } from './config';

/** The config table's columns but its properties, which may hold secrets, for the Export. */
export const configColumns: ExportColumn<Config>[] = [
  { source: 'name' },
  { source: 'alias' },
  { source: 'description' },
  { source: 'createdTime', value: (config) => formatDateTime(config.createdTime) },
];
