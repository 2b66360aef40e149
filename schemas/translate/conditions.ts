import type { UICondition, UIParam, ValuePath } from '../types';
import { isRendered, NESTING_KINDS } from './kinds';
import { getDotted, isRecord, pathKey } from './paths';

export function valuesEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => valuesEqual(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => valuesEqual(a[key], b[key]));
  }
  return false;
}

/** `scope` is the object the field lives in: the form values at the top, the group or item below. */
export function conditionMatches(condition: UICondition, scope: unknown): boolean {
  const current = getDotted(scope, condition.jsonKey);
  switch (condition.op) {
    case 'in':
      return Array.isArray(condition.value) && condition.value.some((entry) => valuesEqual(entry, current));
    case '!=':
      return !valuesEqual(condition.value, current);
    default:
      return valuesEqual(condition.value, current);
  }
}

/** Hidden when any disable condition matches; otherwise shown only when every enable condition matches. */
export function isConditionallyVisible(param: UIParam, scope: unknown): boolean {
  const conditions = param.conditions ?? [];
  const isDisable = (condition: UICondition) => condition.action === 'disable';
  if (conditions.some((condition) => isDisable(condition) && conditionMatches(condition, scope)))
    return false;
  return conditions.every((condition) => isDisable(condition) || conditionMatches(condition, scope));
}

/** The parameters of one level that are drawn for the given values of that level. */
export function visibleFields(params: readonly UIParam[], scope: unknown): UIParam[] {
  return params.filter((param) => isRendered(param) && isConditionallyVisible(param, scope));
}

function collectHidden(
  params: readonly UIParam[],
  scope: unknown,
  base: ValuePath,
  hidden: Set<string>,
): void {
  for (const param of params) {
    if (!isRendered(param)) continue;
    const path = [...base, param.jsonKey];
    if (!isConditionallyVisible(param, scope)) {
      hidden.add(pathKey(path));
      continue;
    }
    if (!param.subParameters || !NESTING_KINDS.has(param.uiType ?? '')) continue;
    const value = isRecord(scope) ? scope[param.jsonKey] : undefined;
    if (param.uiType === 'Structs') {
      if (!Array.isArray(value)) continue;
      value.forEach((item, index) =>
        collectHidden(param.subParameters ?? [], item, [...path, index], hidden),
      );
    } else {
      collectHidden(param.subParameters, value, path, hidden);
    }
  }
}

/**
 * Every field that its conditions hide right now, as `pathKey`s of concrete value paths (array
 * items included). Applied on each change: RJSF dependencies cannot express `!=`, `in` or dotted keys.
 */
export function hiddenPaths(params: readonly UIParam[], values: unknown): Set<string> {
  const hidden = new Set<string>();
  collectHidden(params, values, [], hidden);
  return hidden;
}

/** True when the path or one of its ancestors is in the hidden set. */
export function isHiddenPath(path: ValuePath, hidden: ReadonlySet<string>): boolean {
  for (let length = path.length; length > 0; length -= 1) {
    if (hidden.has(pathKey(path.slice(0, length)))) return true;
  }
  return false;
}
