import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '用户',
  fields: {
    name: '名称',
    alias: '别名',
    email: '邮箱',
    roles: '平台角色',
    createTime: '创建时间',
    lastLoginTime: '最近登录时间',
  },
};
