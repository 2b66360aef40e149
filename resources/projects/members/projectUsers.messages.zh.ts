import type { en } from './projectUsers.messages';

/** Chinese strings of this resource: the same keys as projectUsers.messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '成员',
  fields: {
    name: '名称',
    userName: '用户名',
    alias: '别名',
    userRoles: '成员角色',
    createTime: '创建时间',
    actions: '操作',
  },
  action: {
    add: '添加成员',
    edit: '编辑',
    editTitle: '编辑成员',
  },
  notification: {
    added: '添加成员成功',
    updated: '更新成员成功',
    deleted: '删除成员成功',
  },
  confirm: {
    delete: '确定要删除该成员吗？',
  },
  validation: {
    userName: '请输入有效的用户名',
    userRoles: '请至少选择一个角色',
  },
};
