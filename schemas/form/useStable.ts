import { useState } from 'react';
import { valuesEqual } from '../translate/conditions';

/**
 * The same reference for as long as the content stays equal, so a UI schema passed as a fresh
 * array each render (`definition.uiSchema ?? []`) is translated once, not on every render.
 */
export function useStable<T>(value: T, equal: (a: T, b: T) => boolean = valuesEqual): T {
  const [stable, setStable] = useState(value);
  if (stable !== value && !equal(stable, value)) {
    setStable(value);
    return value;
  }
  return stable;
}

export function sameMembers<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  return a.size === b.size && [...a].every((member) => b.has(member));
}
