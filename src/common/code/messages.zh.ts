import type { en } from './messages';

/** Chinese strings of the code views: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  copy: '复制%{name}',
  copied: '复制成功',
};
