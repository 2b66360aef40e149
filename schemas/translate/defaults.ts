import type { FormValues, UIParam, ValuePath } from '../types';
import { isRendered } from './kinds';
import { isRecord } from './paths';

/** Brings a stored value to the shape the field emits: numbers become quantity strings. */
export function normalizeKindValue(uiType: string | undefined, value: unknown): unknown {
  if (typeof value !== 'number') return value;
  if (uiType === 'CPUNumber') return String(value);
  if (uiType === 'MemoryNumber') return `${value}Mi`;
  if (uiType === 'DiskNumber') return `${value}Gi`;
  return value;
}

function ownDefault(param: UIParam): unknown {
  const defaultValue = param.validate?.defaultValue;
  if (defaultValue !== undefined) return normalizeKindValue(param.uiType, structuredClone(defaultValue));
  // A switch always holds a value; a required one starts off rather than blocking the form.
  if (param.uiType === 'Switch' && param.validate?.required) return false;
  return undefined;
}

/** The values a new form starts with. A Group contributes only when required (an optional group starts off). */
export function defaultsFor(params: readonly UIParam[]): FormValues {
  const values: FormValues = {};
  for (const param of params) {
    if (!isRendered(param)) continue;
    const own = ownDefault(param);
    if (own !== undefined) {
      values[param.jsonKey] = own;
      continue;
    }
    // Ignore is drawn inline, as part of this level: it is always present, so the rules inside apply.
    const nests = param.uiType === 'Ignore' || (param.uiType === 'Group' && param.validate?.required);
    if (nests && param.subParameters) values[param.jsonKey] = defaultsFor(param.subParameters);
  }
  return values;
}

export type FillFilter = (path: ValuePath) => boolean;

/**
 * Fills undefined fields with their defaults, keeping everything already set. `shouldFill` limits
 * filling to some paths (fields that just became visible) so a field the user cleared stays empty.
 */
export function applyDefaults(
  params: readonly UIParam[],
  values: FormValues,
  shouldFill: FillFilter = () => true,
  base: ValuePath = [],
): FormValues {
  let result = values;
  const set = (key: string, value: unknown) => {
    if (result === values) result = { ...values };
    result[key] = value;
  };
  for (const param of params) {
    if (!isRendered(param)) continue;
    const path = [...base, param.jsonKey];
    const current = values[param.jsonKey];
    if (current === undefined) {
      if (!shouldFill(path)) continue;
      const fresh = defaultsFor([param])[param.jsonKey];
      if (fresh !== undefined) set(param.jsonKey, fresh);
      continue;
    }
    const sub = param.subParameters;
    if (!sub) continue;
    if ((param.uiType === 'Group' || param.uiType === 'Ignore') && isRecord(current)) {
      const filled = applyDefaults(sub, current, shouldFill, path);
      if (filled !== current) set(param.jsonKey, filled);
    } else if (param.uiType === 'Structs' && Array.isArray(current)) {
      const items = current.map((item, index) =>
        isRecord(item) ? applyDefaults(sub, item, shouldFill, [...path, index]) : item,
      );
      if (items.some((item, index) => item !== current[index])) set(param.jsonKey, items);
    }
  }
  return result;
}

/** Converts stored numbers in CPU, memory and disk fields, at any depth, to the strings those fields emit. */
export function normalizeValues(params: readonly UIParam[], values: FormValues): FormValues {
  let result = values;
  for (const param of params) {
    const current = values[param.jsonKey];
    if (current === undefined) continue;
    let next = normalizeKindValue(param.uiType, current);
    const sub = param.subParameters;
    if (sub && isRecord(next)) next = normalizeValues(sub, next);
    if (sub && Array.isArray(next)) {
      next = next.map((item: unknown) => (isRecord(item) ? normalizeValues(sub, item) : item));
    }
    if (next !== current && JSON.stringify(next) !== JSON.stringify(current)) {
      if (result === values) result = { ...values };
      result[param.jsonKey] = next;
    }
  }
  return result;
}
