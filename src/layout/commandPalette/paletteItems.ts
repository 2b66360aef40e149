import { defaultFilter } from 'cmdk';
import type { TranslateFunction } from 'react-admin';
import type { Workspace } from '../navigation';

/** A permission an item's own page needs; without it the item leads to `otherwise`. */
export interface PageAccess {
  action: string;
  resource: string;
  otherwise: string;
}

/** One entry of the palette: a page of the navigation or a record. */
export interface PaletteItem {
  /** Unique among all items: cmdk tells items apart by it, so it is never matched against the search. */
  id: string;
  label: string;
  /** Shown after the label and matched too: a page's workspace, a record's alias and project. */
  hint?: string;
  to: string;
  access?: PageAccess;
}

/** Fuzzy match on what an item shows (its keywords), not on its id. */
export const paletteFilter = (_id: string, search: string, keywords: string[] = []) =>
  defaultFilter(keywords.join(' '), search);

export const keywordsOf = ({ label, hint }: PaletteItem) => (hint ? [label, hint] : [label]);

/** Every menu the user may open, named as the navigation names it, with its workspace as the hint. */
export function pageItems(workspaces: Workspace[], translate: TranslateFunction): PaletteItem[] {
  return workspaces.flatMap((workspace) =>
    workspace.menus.map((menu) => ({
      id: `page:${menu.key}`,
      label: menu.label ?? translate(menu.labelKey),
      hint: workspace.label ?? translate(workspace.labelKey),
      to: menu.to,
    })),
  );
}
