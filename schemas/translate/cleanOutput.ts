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

/** A Number field left empty holds "": remove it, at any depth the parameters describe. */
function dropEmptyNumbers(params: readonly UIParam[], values: FormValues): FormValues {
  const result: FormValues = { ...values };
  for (const param of params) {
    const current = result[param.jsonKey];
    if (param.uiType === 'Number' && current === '') {
      delete result[param.jsonKey];
    } else if (param.uiType === 'Numbers' && Array.isArray(current)) {
      result[param.jsonKey] = current.filter((item) => item !== '' && item !== null);
    } else if (param.subParameters && isRecord(current)) {
      result[param.jsonKey] = dropEmptyNumbers(param.subParameters, current);
    } else if (param.subParameters && Array.isArray(current)) {
      const sub = param.subParameters;
      result[param.jsonKey] = current.map((item: unknown) =>
        isRecord(item) ? dropEmptyNumbers(sub, item) : item,
      );
    }
  }
  return result;
}

/**
 * The properties to send: empty Number inputs and empty lists removed (as VelaUX does), and fields
 * that their conditions hide left out. Keys the UI schema does not describe are kept untouched.
 */
export function cleanOutput(values: FormValues | undefined, params: readonly UIParam[]): FormValues {
  if (!isRecord(values)) return {};
  const hidden = hiddenPaths(params, values);
  return prune(dropEmptyNumbers(params, values), [], hidden) as FormValues;
}
