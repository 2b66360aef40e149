import type { VelaFormContext } from '../../formContext';
import { getAtPath } from '../../translate/paths';
import type { ValuePath } from '../../types';

/** A value next to the field at `path` (same object), e.g. the repository URL beside a chart. */
export function siblingValue(context: VelaFormContext, path: ValuePath, key: string): unknown {
  return getAtPath(context.values, [...path.slice(0, -1), key]);
}

export function siblingText(context: VelaFormContext, path: ValuePath, key: string): string | undefined {
  const value = siblingValue(context, path, key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}
