import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { declaredMenuItem } from '@src/common/kit/declared/declarationProps';
import type { Workspace } from './navigation';

/**
 * The workspaces with each declared resource's menu entry: in the workspace it names, before the menu its
 * `before` names (last otherwise), or in a workspace of its own when the console has none of that name.
 */
export function withDeclaredMenus(
  base: Workspace[],
  declarations: readonly ResourceDeclaration[],
): Workspace[] {
  return declarations.reduce<Workspace[]>((all, declaration) => {
    const menu = declaredMenuItem(declaration);
    const { workspace: name, before } = declaration.menu;
    const workspace = all.find((candidate) => candidate.name === name);
    if (!workspace) {
      return [
        ...all,
        { name, labelKey: '', label: name, icon: menu.icon, rootRoute: menu.to, menus: [menu] },
      ];
    }
    const at = before ? workspace.menus.findIndex(({ key }) => key === before) : -1;
    const menus = [...workspace.menus];
    menus.splice(at < 0 ? menus.length : at, 0, menu);
    return all.map((candidate) => (candidate === workspace ? { ...candidate, menus } : candidate));
  }, base);
}
