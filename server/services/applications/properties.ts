/**
 * Component, trait and policy properties travel as JSON strings in requests and are stored as
 * objects; a string that is not a JSON object is refused with 10003.
 */
import { BusinessError } from '../../errors';
import { isPlainObject } from '../../runtime/specObjects';
import type { Properties } from '../../store/applicationRecords';

export function parseProperties(raw: string): Properties {
  if (raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BusinessError(10003);
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new BusinessError(10003);
  return value as Properties;
}

/** Merges a patch into properties the way a webhook upgrade does: objects deeply, the rest replaced. */
export function deepMerge(base: Properties, patch: Properties): Properties {
  const merged: Properties = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}
