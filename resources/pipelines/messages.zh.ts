import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '流水线',
  fields: {
    name: '名称',
    alias: '别名',
    project: '项目',
    description: '描述',
  },
};
