import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '平台角色',
  fields: {
    name: '名称',
    alias: '别名',
    permissions: '权限',
    createTime: '创建时间',
  },
};
