import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '扩展',
  fields: {
    id: 'ID',
    name: '名称',
    version: '版本',
    enabled: '已启用',
  },
};
