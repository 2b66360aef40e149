import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';

/**
 * The words of the workflow screens the applications and the pipelines share. A module of its own, not
 * index.ts: that one loads the shared screens, which the console's first chunk must not carry.
 */
export const workflowFeature: Feature = {
  name: 'workflow',
  messages: featureMessages(
    'workflow',
    import.meta.glob<MessageTree>('./*/*.messages.ts', { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>('./*/*.messages.zh.ts', { import: 'zh' }),
  ),
};
