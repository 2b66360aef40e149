import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '平台角色',
  subtitle: '作用于整个平台的角色；项目角色在各项目中设置',
  fields: {
    name: '名称',
    alias: '别名',
    permissions: '权限',
    createTime: '创建时间',
    actions: '操作',
  },
  action: {
    new: '新建角色',
    edit: '编辑',
    create: '创建',
    update: '更新',
  },
  title: {
    edit: '编辑角色',
  },
  validation: {
    nameRequired: '请输入角色名称',
    name: '请输入有效的名称',
    alias: '请输入 2 到 64 个字符。',
    permissions: '请至少选择一个权限',
  },
  notification: {
    created: '角色创建成功',
    updated: '角色更新成功',
    deleted: '角色删除成功',
  },
};
