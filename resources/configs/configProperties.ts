/** A property of a config drawn as one line: the keys down to it and its value. */
export interface PropertyEntry {
  path: string[];
  value: unknown;
}

/** Every value that is neither an object nor a list, with its path; empty objects and lists show as such. */
export function propertyEntries(value: unknown, path: string[] = []): PropertyEntry[] {
  const children =
    Array.isArray(value) || (typeof value === 'object' && value !== null) ? Object.entries(value) : undefined;
  if (!children) return [{ path, value }];
  if (children.length === 0) return path.length ? [{ path, value }] : [];
  return children.flatMap(([key, child]) => propertyEntries(child, [...path, key]));
}

export function valueAt(properties: Record<string, unknown>, path: string[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
    properties,
  );
}

/** How a value is written on its line: text as it is, anything else as JSON. */
export const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
