import { deepEquals } from '@rjsf/utils';
import type { ReactElement } from 'react';

function sameProp(key: string, prev: unknown, next: unknown): boolean {
  if (Object.is(prev, next)) return true;
  // RJSF's own memo takes callbacks as equal, and copies the schema on every change of the object.
  if (typeof prev === 'function') return typeof next === 'function';
  return key === 'schema' && deepEquals(prev, next);
}

/** Whether RJSF would skip the property's field, compared the way its SchemaField compares, only cheaper. */
function sameProperty(prev: Record<string, unknown>, next: Record<string, unknown>): boolean {
  const keys = Object.keys(prev);
  return keys.length === Object.keys(next).length && keys.every((key) => sameProp(key, prev[key], next[key]));
}

/** Whether two renders of a property's element would draw the same field. */
export function sameField(prev: ReactElement, next: ReactElement): boolean {
  return (
    prev.type === next.type &&
    prev.key === next.key &&
    sameProperty(prev.props as Record<string, unknown>, next.props as Record<string, unknown>)
  );
}
