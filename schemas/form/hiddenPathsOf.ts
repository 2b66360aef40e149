import { hiddenPaths } from '../translate/conditions';
import type { FormValues, UIParam } from '../types';

/**
 * `hiddenPaths` remembered per values object. One change asks for the hidden fields of the same
 * values several times (defaults revealed, cleaned output, the render after it); the form never
 * mutates a values object it has handed on, so its identity is enough.
 */
export function hiddenPathsOf(params: readonly UIParam[]): (values: FormValues) => ReadonlySet<string> {
  const known = new WeakMap<FormValues, ReadonlySet<string>>();
  return (values) => {
    const cached = known.get(values);
    if (cached) return cached;
    const hidden = hiddenPaths(params, values);
    known.set(values, hidden);
    return hidden;
  };
}
