/**
 * Reading a custom UI schema from a request body, and the checks the real server applies to it
 * before storing: only the top-level conditions are checked, and a violation is a plain 500.
 */
import { BusinessError } from '../../errors';
import type { CustomUIParameter, UICondition } from './uiSchema';

type Json = Record<string, unknown>;

const conditionOps = ['==', '!=', 'in'];
const conditionActions = ['enable', 'disable'];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badSchema(detail: string): BusinessError {
  return new BusinessError(400, `the uiSchema is invalid: ${detail}`);
}

function optionalString(entry: Json, key: string, path: string): string | undefined {
  const value = entry[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badSchema(`${path}.${key} must be a string`);
  return value;
}

function optionalList<T>(
  entry: Json,
  key: string,
  path: string,
  read: (item: Json, at: string) => T,
): T[] | undefined {
  const value = entry[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every(isObject))
    throw badSchema(`${path}.${key} must be a list of objects`);
  return value.map((item, index) => read(item, `${path}.${key}[${index}]`));
}

function readCondition(entry: Json): UICondition {
  return { ...entry, jsonKey: typeof entry.jsonKey === 'string' ? entry.jsonKey : '', value: entry.value };
}

function readParameter(entry: Json, path: string): CustomUIParameter {
  const jsonKey = optionalString(entry, 'jsonKey', path);
  if (jsonKey === undefined) throw badSchema(`${path}.jsonKey is required`);
  const sort = entry.sort;
  if (
    sort !== undefined &&
    sort !== null &&
    (typeof sort !== 'number' || !Number.isInteger(sort) || sort < 0)
  ) {
    throw badSchema(`${path}.sort must be a whole number`);
  }
  for (const key of ['validate', 'style']) {
    if (entry[key] !== undefined && entry[key] !== null && !isObject(entry[key])) {
      throw badSchema(`${path}.${key} must be an object`);
    }
  }
  const parameter: CustomUIParameter = { ...(entry as Partial<CustomUIParameter>), jsonKey };
  const subParameters = optionalList(entry, 'subParameters', path, readParameter);
  if (subParameters) parameter.subParameters = subParameters;
  const conditions = optionalList(entry, 'conditions', path, readCondition);
  if (conditions) parameter.conditions = conditions;
  return parameter;
}

/** The `uiSchema` field of a request: a list of UI parameters (400 when it is not). */
export function readCustomUISchema(value: unknown): CustomUIParameter[] {
  if (!Array.isArray(value) || !value.every(isObject)) throw badSchema('uiSchema must be a list of objects');
  return value.map((entry, index) => readParameter(entry, `uiSchema[${index}]`));
}

/** The real server's checks of the top-level conditions; a violation is a plain 500. */
export function checkConditions(schema: CustomUIParameter[]): void {
  for (const parameter of schema) {
    for (const condition of parameter.conditions ?? []) {
      if (!condition.jsonKey) {
        throw new BusinessError(400, `the jsonKey of a condition of ${parameter.jsonKey} can not be empty`);
      }
      if (condition.action && !conditionActions.includes(condition.action)) {
        throw new BusinessError(
          400,
          `the action of a condition must be enable, disable or empty, not ${condition.action}`,
        );
      }
      if (condition.op && !conditionOps.includes(condition.op)) {
        throw new BusinessError(400, `the op of a condition must be ==, != or in, not ${condition.op}`);
      }
    }
  }
}
