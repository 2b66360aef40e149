import { use, useSyncExternalStore } from 'react';
import { FormValuesContext } from '../../formState';
import { getAtPath } from '../../translate/paths';
import type { ValuePath } from '../../types';

/** A text value next to the field at `path` (same object), e.g. the repository URL beside a chart. */
export function useSiblingText(path: ValuePath, key: string): string | undefined {
  const store = use(FormValuesContext);
  return useSyncExternalStore(store.subscribe, () => {
    const value = getAtPath(store.get(), [...path.slice(0, -1), key]);
    return typeof value === 'string' && value !== '' ? value : undefined;
  });
}
