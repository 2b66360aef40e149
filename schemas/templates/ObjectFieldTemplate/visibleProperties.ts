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

function optionOf(uiSchema: UiSchema | undefined, name: string, option: string): unknown {
  const options: unknown = uiSchema?.[name]?.['ui:options'];
  return isRecord(options) ? options[option] : undefined;
}

export function colSpanOf(uiSchema: UiSchema | undefined, name: string): number {
  const colSpan = optionOf(uiSchema, name, 'colSpan');
  return typeof colSpan === 'number' ? colSpan : 24;
}

/**
 * Kinds whose field draws nothing outside its cell but a label over its top edge and a focus ripple
 * past its left edge (menus and lists open in portals). Lists, groups and code editors are left out:
 * their add buttons, nested fields and editor widgets may reach further.
 */
const KINDS_DRAWN_IN_THEIR_CELL: ReadonlySet<unknown> = new Set([
  'Switch',
  'Input',
  'Password',
  'Select',
  'Number',
  'CPUNumber',
  'MemoryNumber',
  'DiskNumber',
  'SecretSelect',
  'SecretKeySelect',
  'HelmRepoSelect',
  'HelmChartSelect',
  'HelmChartVersionSelect',
  'PolicySelect',
  'ComponentSelect',
]);

export function isDrawnInItsCell(uiSchema: UiSchema | undefined, name: string): boolean {
  return KINDS_DRAWN_IN_THEIR_CELL.has(optionOf(uiSchema, name, 'velaType'));
}
