import type { ResourceDefinition } from '@src/routing/resourceDefinition';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { declaredIcon } from './declaredIcons';

// The pages are a chunk of their own, loaded when a declared resource is first visited.
const DeclaredList = lazyNamed(() => import('./DeclaredList'), 'DeclaredList');
const DeclaredShow = lazyNamed(() => import('./DeclaredShow'), 'DeclaredShow');

/** The <Resource> props of a declared resource: its list (with create, edit and delete) and show pages. */
export function declaredResource(declaration: ResourceDeclaration): ResourceDefinition {
  const List = () => <DeclaredList declaration={declaration} />;
  const Show = () => <DeclaredShow declaration={declaration} />;
  return {
    list: listAtRoot(List),
    show: Show,
    icon: declaredIcon(declaration.icon),
    recordRepresentation: declaration.idField ?? 'name',
  };
}
