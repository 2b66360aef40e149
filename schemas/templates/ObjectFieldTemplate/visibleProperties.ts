import type { UiSchema } from '@rjsf/utils';
import { isHiddenPath } from '../../translate/conditions';
import { isRecord } from '../../translate/paths';
import type { UIParamGroupOption, ValuePath } from '../../types';

/**
 * The keys a Structs row shows: those of the first preset group (subParameterGroupOption) that
 * covers every key the row holds. Rows without a matching preset show everything.
 */
export function rowKeys(
  groupOptions: readonly UIParamGroupOption[] | undefined,
  row: unknown,
): Set<string> | undefined {
  if (!groupOptions?.length) return undefined;
  const present = isRecord(row) ? Object.keys(row) : [];
  const match = groupOptions.find((option) => present.every((key) => option.keys.includes(key)));
  return match ? new Set(match.keys) : undefined;
}

/** Whether a property of the object at `objectPath` is drawn. */
export function isPropertyShown(
  name: string,
  objectPath: ValuePath,
  hidden: ReadonlySet<string>,
  keys: ReadonlySet<string> | undefined,
): boolean {
  if (keys && !keys.has(name)) return false;
  return !isHiddenPath([...objectPath, name], hidden);
}

export function colSpanOf(uiSchema: UiSchema | undefined, name: string): number {
  const options: unknown = uiSchema?.[name]?.['ui:options'];
  const colSpan = isRecord(options) ? options.colSpan : undefined;
  return typeof colSpan === 'number' ? colSpan : 24;
}
