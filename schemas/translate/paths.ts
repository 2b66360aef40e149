import type { ValuePath } from '../types';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A unique string for a path; JSON keeps `['a.b']` apart from `['a', 'b']` and `0` apart from `'0'`. */
export function pathKey(path: ValuePath): string {
  return JSON.stringify(path);
}

export function getAtPath(value: unknown, path: ValuePath): unknown {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isRecord(current)) current = current[String(segment)];
    else return undefined;
  }
  return current;
}

/** Reads a condition's dotted jsonKey (`a.b.c`) inside the values it is evaluated against. */
export function getDotted(value: unknown, dottedKey: string): unknown {
  return getAtPath(value, dottedKey.split('.'));
}

/** Turns an RJSF error `property` (`.ports.0.port`, or `dbURL` at the root) into a path. */
export function parseErrorProperty(property: string | undefined): ValuePath {
  if (!property) return [];
  return property
    .replace(/^\./, '')
    .split('.')
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** Drops array indexes: the path of the schema that describes every item. */
export function schemaPathOf(path: ValuePath): string[] {
  return path.filter((segment): segment is string => typeof segment === 'string');
}

/** True when `path` is `ancestor` or lies below it. */
export function isWithin(path: ValuePath, ancestor: ValuePath): boolean {
  return ancestor.length <= path.length && ancestor.every((segment, index) => path[index] === segment);
}
