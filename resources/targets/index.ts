/**
 * The targets are declared (resources/declarations/targets.ts); what their declaration cannot say lives
 * here: the namespace input, which lists the chosen cluster's free namespaces and creates new ones.
 */
import { registerDeclaredWidget } from '@src/common/kit/declared/declaredWidgets';
import { lazyNamed } from '@src/routing/lazyNamed';

registerDeclaredWidget(
  'targetNamespace',
  lazyNamed(() => import('./NamespaceInput'), 'NamespaceInput'),
);
