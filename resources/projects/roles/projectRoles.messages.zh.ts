import type { en } from './projectRoles.messages';

/** Chinese strings of this resource: the same keys as projectRoles.messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '角色',
  fields: {
    name: '名称',
    alias: '别名',
    permissions: '权限',
  },
  action: {
    new: '新增角色',
  },
  list: '项目角色',
  creatingWarning: '添加项目角色时，无法查看其他项目角色的详细信息,请在新增后，查看详情',
  notification: {
    created: '创建角色成功',
    updated: '更新角色成功',
    deleted: '删除角色成功',
  },
  confirm: {
    delete: '确定要删除这个角色吗？',
  },
  validation: {
    name: '请输入角色名称',
    permissions: '请至少选择一个权限',
  },
  notFound: '该项目中不存在角色 %{name}',
};
