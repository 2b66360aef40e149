import { useCanAccessResources, useLocation } from 'react-admin';
import { activeMenu } from './activeMenu';
import type { ActiveMenu } from './activeMenu';
import { accessResources, workspaces } from './navigation';
import type { MenuAccess, Workspace } from './navigation';

const LIST_RESOURCES = accessResources('list');
const UPDATE_RESOURCES = accessResources('update');

export interface Navigation {
  /** Workspaces with at least one menu the user may see, each with only those menus. */
  workspaces: Workspace[];
  active?: ActiveMenu;
}

export function useNavigation(): Navigation {
  const { pathname } = useLocation();
  const lists = useCanAccessResources({ action: 'list', resources: LIST_RESOURCES });
  const updates = useCanAccessResources({ action: 'update', resources: UPDATE_RESOURCES });
  // Until the answers arrive a guarded menu stays hidden, so nothing forbidden flashes by.
  const allowed = (access?: MenuAccess) =>
    !access || ((access.action === 'list' ? lists : updates).canAccess?.[access.resource] ?? false);
  const visible = workspaces
    .map((workspace) => ({ ...workspace, menus: workspace.menus.filter((menu) => allowed(menu.access)) }))
    .filter((workspace) => workspace.menus.length > 0);
  return { workspaces: visible, active: activeMenu(pathname) };
}
