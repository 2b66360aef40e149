import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { declaredConfig } from '@dataProvider/declared/declaredResources';
import { declaredMenuItem } from '@src/common/kit/declared/declarationProps';
import { declaredResource } from '@src/common/kit/declared/declaredResource';
import type { Feature } from './feature';

/**
 * A declared resource as a feature (docs/declared-resources.md): its resource with list and show pages,
 * its menu entry where the declaration places it, its permission kind, its row of the data provider's
 * table (a `vela` one) and its name in both catalogs.
 */
export function declaredFeature(declaration: ResourceDeclaration): Feature {
  const { name, label, menu, permission, provider } = declaration;
  return {
    name,
    resource: { name, ...declaredResource(declaration) },
    menus: [{ ...declaredMenuItem(declaration), workspace: menu.workspace, before: menu.before }],
    permissions: { [name]: `${permission}:{name}` },
    dataResources: provider === 'vela' ? { [name]: declaredConfig(declaration) } : undefined,
    messages: {
      en: { [name]: { name: label.en } },
      zh: () => Promise.resolve({ [name]: { name: label.zh } }),
    },
    declaration,
  };
}
