/**
 * The targets are declared (resources/declarations/targets.ts); what their declaration cannot say lives
 * here: the namespace input, which lists the chosen cluster's free namespaces and creates new ones.
 */
import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';
import { lazyNamed } from '@src/routing/lazyNamed';

export const targetNamespaceFeature: Feature = {
  name: 'targetNamespace',
  widgets: { targetNamespace: lazyNamed(() => import('./NamespaceInput'), 'NamespaceInput') },
  messages: featureMessages(
    'targets',
    import.meta.glob<MessageTree>('./messages.ts', { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>('./messages.zh.ts', { import: 'zh' }),
  ),
};
