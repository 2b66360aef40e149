import { defaultFilter } from 'cmdk';
import type { TranslateFunction } from 'react-admin';
import type { PageAccess } from '@src/registry/feature';
import { pageMenus, type Workspace } from '../navigation/navigation';

export type { PageAccess };

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

/** A group of the palette under its heading; `error` when its source failed. */
export interface PaletteSection {
  key: string;
  heading: string;
  items: PaletteItem[];
  error?: unknown;
  /** Comes first whenever it has a match (the user's starred records). */
  pinned?: boolean;
}

/**
 * Every console page of the menus the user may open (external links are not pages), named as the
 * navigation names it, with its workspace as the hint.
 */
export function pageItems(workspaces: Workspace[], translate: TranslateFunction): PaletteItem[] {
  return workspaces.flatMap((workspace) =>
    pageMenus(workspace).map((menu) => ({
      id: `page:${menu.key}`,
      label: menu.label ?? translate(menu.labelKey),
      hint: workspace.label ?? translate(workspace.labelKey),
      to: menu.to,
    })),
  );
}

/** cmdk's fuzzy score (0 for no match, up to 1) of what an item shows. */
const scoreOf = ({ label, hint }: PaletteItem, search: string) =>
  defaultFilter(hint ? `${label} ${hint}` : label, search);

/**
 * The sections as the search leaves them: only matching items, best first, and the sections by their
 * best item, so Enter takes the best match of all; a pinned section with a match comes first all the same.
 * A failed section stays, to say so, whatever the search.
 * (Done here rather than by cmdk, whose own sorting leaves groups in place.)
 */
export function rankSections(sections: PaletteSection[], search: string): PaletteSection[] {
  if (!search.trim()) return sections;
  const ranked = sections.map((section) => {
    const scored = section.items
      .map((item) => ({ item, score: scoreOf(item, search) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score);
    const best = scored[0]?.score ?? 0;
    return { section: { ...section, items: scored.map(({ item }) => item) }, best };
  });
  return ranked
    .filter(({ section }) => section.items.length > 0 || section.error !== undefined)
    .sort((a, b) => Number(!!b.section.pinned) - Number(!!a.section.pinned) || b.best - a.best)
    .map(({ section }) => section);
}
