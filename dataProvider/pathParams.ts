import type { RecordData } from './requestBodies';

/** Where a nested resource (`/projects/{project}/…`, `/applications/{app}/…`) finds its parents. */
export interface ParentScope {
  meta?: unknown;
  filter?: unknown;
}

function isObject(value: unknown): value is RecordData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value naming the parent or the collection: from `meta` first, else from a list's `filter`. */
export function scopeValue(scope: ParentScope, key: string): unknown {
  const fromMeta = isObject(scope.meta) ? scope.meta[key] : undefined;
  return fromMeta ?? (isObject(scope.filter) ? scope.filter[key] : undefined);
}

/** Fills every `{x}` of a resource's path from the scope; a missing value fails before any request. */
export function fillPathParams(resource: string, path: string, scope: ParentScope): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = scopeValue(scope, key);
    if (typeof value !== 'string' || !value) throw new Error(`${resource} needs meta.${key}`);
    return encodeURIComponent(value);
  });
}
