import { useState } from 'react';
import { valuesEqual } from '../translate/conditions';

/**
 * The same reference for as long as the content stays equal, so a UI schema passed as a fresh
 * array each render (`definition.uiSchema ?? []`) is translated once, not on every render.
 */
export function useStable<T>(value: T): T {
  const [stable, setStable] = useState(value);
  if (stable !== value && !valuesEqual(stable, value)) {
    setStable(value);
    return value;
  }
  return stable;
}
