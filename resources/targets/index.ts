/**
 * The targets are declared (resources/declarations/targets.ts); what their declaration cannot say lives
 * here: the namespace input, which lists the chosen cluster's free namespaces and creates new ones.
 */
import type { Feature } from '@src/registry/feature';
import { lazyNamed } from '@src/routing/lazyNamed';

export const targetNamespaceFeature: Feature = {
  name: 'targetNamespace',
  widgets: { targetNamespace: lazyNamed(() => import('./NamespaceInput'), 'NamespaceInput') },
};
