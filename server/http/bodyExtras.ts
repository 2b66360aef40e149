/**
 * Typed reads of body fields beyond strings and string lists: maps, numbers and nested objects.
 * As in ./body, a missing field reads as empty and a field of the wrong JSON type is a 400.
 */
import { BusinessError } from '../errors';
import type { Body } from './body';

function wrongType(key: string, expected: string): BusinessError {
  return new BusinessError(400, `the field '${key}' must be ${expected}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function optionalObject(body: Body, key: string): Body | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw wrongType(key, 'an object');
  return value;
}

export function objectField(body: Body, key: string): Body {
  return optionalObject(body, key) ?? {};
}

export function stringMap(body: Body, key: string): Record<string, string> {
  const value = objectField(body, key);
  if (Object.values(value).some((item) => typeof item !== 'string')) throw wrongType(key, 'a map of strings');
  return value as Record<string, string>;
}

export function numberField(body: Body, key: string): number {
  const value = body[key];
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number') throw wrongType(key, 'a number');
  return value;
}

/** A list of objects, e.g. `[{name, namespace}]`. */
export function objectList(body: Body, key: string): Body[] {
  const value = body[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every(isObject)) throw wrongType(key, 'a list of objects');
  return value;
}
