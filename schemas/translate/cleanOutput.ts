import type { FormValues, UIParam, ValuePath } from '../types';
import { hiddenPaths, isHiddenPath } from './conditions';
import { isRecord } from './paths';

/** Drops what KubeVela must not receive: undefined values, empty lists, and fields hidden by conditions. */
function prune(value: unknown, path: ValuePath, hidden: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) {
    return value
      .map((item, index) => prune(item, [...path, index], hidden))
      .filter((item) => item !== undefined);
  }
  if (!isRecord(value)) return value;
  const result: FormValues = {};
  for (const [key, child] of Object.entries(value)) {
    const childPath = [...path, key];
    if (isHiddenPath(childPath, hidden)) continue;
    const cleaned = prune(child, childPath, hidden);
    if (cleaned === undefined || (Array.isArray(cleaned) && cleaned.length === 0)) continue;
    result[key] = cleaned;
  }
  return result;
}

/**
 * Removes what the fields leave behind without meaning it: "" from an emptied Number input, and
 * the empty object of an Ignore whose inline fields are all unset. Works bottom-up at any depth.
 */
function dropEmptyInputs(params: readonly UIParam[], values: FormValues): FormValues {
  const result: FormValues = { ...values };
  for (const param of params) {
    const current = result[param.jsonKey];
    const sub = param.subParameters;
    if (param.uiType === 'Number' && current === '') {
      delete result[param.jsonKey];
    } else if (param.uiType === 'Numbers' && Array.isArray(current)) {
      const numbers = current.filter((item) => item !== '' && item !== null);
      if (numbers.length > 0) result[param.jsonKey] = numbers;
      else delete result[param.jsonKey];
    } else if (sub && isRecord(current)) {
      const nested = dropEmptyInputs(sub, current);
      if (param.uiType === 'Ignore' && Object.keys(nested).length === 0) delete result[param.jsonKey];
      else result[param.jsonKey] = nested;
    } else if (sub && Array.isArray(current)) {
      result[param.jsonKey] = current.map((item: unknown) =>
        isRecord(item) ? dropEmptyInputs(sub, item) : item,
      );
    }
  }
  return result;
}

/**
 * The properties to send: empty Number inputs and empty lists removed (as VelaUX does), fields
 * their conditions hide left out, and unused inline (Ignore) objects dropped. Keys the UI schema
 * does not describe are kept untouched.
 */
export function cleanOutput(
  values: FormValues | undefined,
  params: readonly UIParam[],
  hiddenOf: (values: FormValues) => ReadonlySet<string> = (of) => hiddenPaths(params, of),
): FormValues {
  if (!isRecord(values)) return {};
  return dropEmptyInputs(params, prune(values, [], hiddenOf(values)) as FormValues);
}
