import type { RJSFSchema } from '@rjsf/utils';
import { isRecord } from '../../translate/paths';

export interface KVRow {
  key: string;
  value: string;
}

export type KVValueType = 'string' | 'number' | 'boolean';

export function valueTypeOf(schema: RJSFSchema): KVValueType {
  const values = isRecord(schema.additionalProperties) ? schema.additionalProperties : {};
  return values.type === 'number' || values.type === 'integer' || values.type === 'boolean'
    ? values.type === 'boolean'
      ? 'boolean'
      : 'number'
    : 'string';
}

export function rowsOf(value: unknown): KVRow[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).map(([key, item]) => ({
    key,
    value: item === undefined || item === null ? '' : String(item),
  }));
}

/** The map the rows describe: rows without a key are still being typed and are left out. */
export function mapOf(rows: readonly KVRow[], type: KVValueType): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  for (const row of rows) {
    if (row.key === '') continue;
    if (type === 'boolean') map[row.key] = row.value === 'true';
    else if (type === 'number' && row.value.trim() !== '' && Number.isFinite(Number(row.value)))
      map[row.key] = Number(row.value);
    else map[row.key] = row.value;
  }
  return map;
}
