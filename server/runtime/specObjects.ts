/**
 * Reading the loosely typed parts of an application spec (properties, policies, patches): anything
 * that is not what a reader expects reads as empty.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A loosely typed part of a spec read as an object: anything else reads as empty. */
export function objectOf(value: unknown): Record<string, unknown> {
  return isPlainObject(value) ? value : {};
}

export function objectsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(objectOf) : [];
}
