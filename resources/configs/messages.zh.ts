import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '配置',
  fields: {
    name: '名称',
    alias: '别名',
    template: '模板',
    description: '描述',
  },
};
