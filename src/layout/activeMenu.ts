import type { MenuAccess, WorkspaceName } from './navigation';
import { workspaces } from './navigation';

export interface ActiveMenu {
  workspace: WorkspaceName;
  menu: string;
  /** The menu's permission, which its pages need too. */
  access?: MenuAccess;
}

/** The workspace and menu a path belongs to, if any (the 404 page and plugin pages belong to none). */
export function activeMenu(pathname: string): ActiveMenu | undefined {
  for (const workspace of workspaces) {
    const menu = workspace.menus.find((item) => item.matches(pathname));
    if (menu) return { workspace: workspace.name, menu: menu.key, access: menu.access };
  }
  return undefined;
}
