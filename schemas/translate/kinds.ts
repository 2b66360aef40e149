import { VELA_UI_TYPES } from '../types';
import type { UIParam, VelaUiType } from '../types';

const KNOWN: ReadonlySet<string> = new Set(VELA_UI_TYPES);

export function isVelaUiType(uiType: string | undefined): uiType is VelaUiType {
  return uiType !== undefined && KNOWN.has(uiType);
}

/** Kinds whose sub-parameters describe a nested object (Group, Ignore) or each array item (Structs). */
export const NESTING_KINDS: ReadonlySet<string> = new Set(['Group', 'Ignore', 'Structs']);

/** A parameter the form draws: not switched off with `disable: true` and of a kind we know. */
export function isRendered(param: UIParam): boolean {
  return param.disable !== true && isVelaUiType(param.uiType);
}

export function renderedParams(params: readonly UIParam[]): UIParam[] {
  return params.filter(isRendered);
}

/** Stable order by `sort`; an entry without one counts as 0, as the server does. */
export function sortParams(params: readonly UIParam[]): UIParam[] {
  return [...params].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}
