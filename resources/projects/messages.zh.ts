import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '项目',
  fields: {
    name: '名称',
    alias: '别名',
    description: '描述',
    owner: '负责人',
    joinTime: '加入时间',
    roles: '角色',
  },
};
