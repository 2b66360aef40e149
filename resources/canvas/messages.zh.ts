import type { en } from './messages';

/** Chinese strings of the graph canvases: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  zoom: {
    controls: '缩放',
    out: '缩小',
    in: '放大',
    level: '缩放比例',
    fit: '适应画布',
  },
};
