import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '插件',
  fields: {
    name: '名称',
    version: '版本',
    description: '描述',
    status: '状态',
  },
};
