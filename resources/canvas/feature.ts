import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';

/**
 * The words of the canvases' frame and controls (`resources.canvas.*`). A module of its own, not
 * index.ts: that one loads React Flow, which the console's first chunk must not carry.
 */
export const canvasFeature: Feature = {
  name: 'canvas',
  messages: featureMessages(
    'canvas',
    import.meta.glob<MessageTree>('./messages.ts', { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>('./messages.zh.ts', { import: 'zh' }),
  ),
};
