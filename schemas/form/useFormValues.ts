import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { cleanOutput } from '../translate/cleanOutput';
import { valuesEqual } from '../translate/conditions';
import { applyDefaults, normalizeValues } from '../translate/defaults';
import { isWithin } from '../translate/paths';
import type { FormValues, UIParam, ValuePath } from '../types';
import { hiddenPathsOf } from './hiddenPathsOf';

type HiddenOf = (values: FormValues) => ReadonlySet<string>;

function startingValues(params: readonly UIParam[], value: FormValues | undefined): FormValues {
  return applyDefaults(params, normalizeValues(params, value ?? {}));
}

/** Fills defaults of fields a change just revealed; fields the user cleared stay empty. */
function revealDefaults(
  params: readonly UIParam[],
  hiddenOf: HiddenOf,
  before: FormValues,
  after: FormValues,
): FormValues {
  const wasHidden = hiddenOf(before);
  const nowHidden = hiddenOf(after);
  const revealed = [...wasHidden]
    .filter((key) => !nowHidden.has(key))
    .map((key) => JSON.parse(key) as ValuePath);
  if (revealed.length === 0) return after;
  return applyDefaults(params, after, (path) => revealed.some((shown) => isWithin(path, shown)));
}

interface Sync {
  value: FormValues | undefined;
  params: readonly UIParam[];
  /** The cleaned value last sent to (or accepted from) the owner. */
  emitted: FormValues;
  generation: number;
}

interface Working {
  data: FormValues;
  /** Counts the values RJSF does not hold yet (a restart, defaults filled in); the others came from it. */
  handovers: number;
}

const handOver = (current: Working | undefined, data: FormValues): Working => ({
  data,
  handovers: (current?.handovers ?? 0) + 1,
});

const keep = (current: Working, data: FormValues): Working => ({ data, handovers: current.handovers });

/**
 * The form's working values. They keep what the owner never sees (fields hidden by conditions),
 * while the owner receives cleaned values. A `value` prop that differs from what was last emitted
 * (a reset, another record) starts the form again, with defaults filled in.
 */
export function useFormValues(
  params: readonly UIParam[],
  value: FormValues | undefined,
  onChange: ((value: FormValues) => void) | undefined,
) {
  const hiddenOf = useMemo(() => hiddenPathsOf(params), [params]);
  const [values, setValues] = useState(() => handOver(undefined, startingValues(params, value)));
  const formData = values.data;
  const [sync, setSync] = useState<Sync>(() => ({
    value,
    params,
    emitted: cleanOutput(formData, params),
    generation: 0,
  }));
  // Owners often pass a fresh but equal object each render (`value ?? {}`): only a real change counts.
  const valueChanged = value !== sync.value && !valuesEqual(value, sync.value);
  if (valueChanged || params !== sync.params) {
    const restart = params !== sync.params || !valuesEqual(value ?? {}, sync.emitted);
    const next = restart ? startingValues(params, value) : formData;
    if (restart) setValues(handOver(values, next));
    setSync({
      value,
      params,
      emitted: restart ? cleanOutput(next, params) : sync.emitted,
      generation: restart ? sync.generation + 1 : sync.generation,
    });
  }

  // A (re)started form tells its owner the defaults it filled in.
  const announce = useEffectEvent(() => {
    if (!valuesEqual(sync.emitted, value ?? {})) onChange?.(sync.emitted);
  });
  useEffect(() => announce(), [sync.generation]);

  const emit = (next: FormValues) => {
    const cleaned = cleanOutput(next, params, hiddenOf);
    if (valuesEqual(cleaned, sync.emitted)) return;
    setSync((current) => ({ ...current, emitted: cleaned }));
    onChange?.(cleaned);
  };

  /** A change RJSF reports: reveal defaults, then emit. */
  const change = (next: FormValues) => {
    const filled = revealDefaults(params, hiddenOf, formData, next);
    setValues((current) => (filled === next ? keep(current, next) : handOver(current, filled)));
    emit(filled);
  };

  /** A whole new value typed in code mode, where RJSF is not mounted. */
  const replace = (next: FormValues) => {
    const normalized = normalizeValues(params, next);
    setValues((current) => keep(current, normalized));
    emit(normalized);
  };

  return { formData, handovers: values.handovers, hiddenOf, change, replace };
}
