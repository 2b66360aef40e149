import type { UIParam } from '../types';
import { visibleFields } from './conditions';
import { pathKey } from './paths';

/** Above this many visible top-level fields the form folds the optional ones behind "Advanced Parameters". */
export const ADVANCED_THRESHOLD = 5;

export function hasAdvancedSwitch(params: readonly UIParam[], values: unknown): boolean {
  return visibleFields(params, values).length > ADVANCED_THRESHOLD;
}

/** The top-level fields kept out of sight while the Advanced Parameters switch is off. */
export function foldedFields(
  params: readonly UIParam[],
  values: unknown,
  showAdvanced: boolean,
): Set<string> {
  const visible = visibleFields(params, values);
  if (showAdvanced || visible.length <= ADVANCED_THRESHOLD) return new Set();
  return new Set(
    visible.filter((param) => param.validate?.required !== true).map((param) => pathKey([param.jsonKey])),
  );
}
