import type { MenuAccess, Workspace, WorkspaceName } from './navigation';

export interface ActiveMenu {
  workspace: WorkspaceName;
  menu: string;
  /** The menu's permission, which its pages need too. */
  access?: MenuAccess;
}

/** The workspace and menu a path belongs to, if any (the 404 page, and pages of no enabled plugin, belong to none). */
export function activeMenu(pathname: string, all: Workspace[]): ActiveMenu | undefined {
  for (const workspace of all) {
    const menu = workspace.menus.find((item) => item.matches(pathname));
    if (menu) return { workspace: workspace.name, menu: menu.key, access: menu.access };
  }
  return undefined;
}
