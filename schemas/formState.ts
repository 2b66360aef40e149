import { createContext, useLayoutEffect, useState } from 'react';
import type { FormValues } from './types';

// What changes as the user types is kept out of RJSF's `formContext`: RJSF compares its registry
// (formContext included) for every field, so a value there re-renders them all.

/** The current form value, held outside React so that only the fields reading it are told of changes. */
export interface FormValuesStore {
  get(): FormValues;
  subscribe(listener: () => void): () => void;
}

function createFormValuesStore(initial: FormValues) {
  let values = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => values,
    set(next: FormValues) {
      values = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A store that follows `values`, telling its readers once the render that changed them is committed. */
export function useFormValuesStore(values: FormValues): FormValuesStore {
  const [store] = useState(() => createFormValuesStore(values));
  useLayoutEffect(() => store.set(values), [store, values]);
  return store;
}

/** The store of the whole current value, for fields that read their siblings (chart → repository). */
export const FormValuesContext = createContext<FormValuesStore>(createFormValuesStore({}));

/**
 * `pathKey`s of fields not drawn now: hidden by conditions or folded under Advanced Parameters.
 * VelaForm keeps the same Set for as long as its content stays the same, so typing passes no change down.
 */
export const HiddenFieldsContext = createContext<ReadonlySet<string>>(new Set());
