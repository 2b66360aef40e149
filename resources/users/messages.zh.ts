import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '用户',
  subtitle: '默认为本地用户提供基础的授权管理，但强烈建议使用 SSO 认证',
  fields: {
    name: '名称',
    alias: '别名',
    email: '邮箱',
    password: '密码',
    roles: '平台角色',
    status: '状态',
    createTime: '创建时间',
    lastLoginTime: '最近登录时间',
    actions: '操作',
  },
  filters: {
    name: '按名称搜索',
    alias: '按别名搜索',
    email: '按邮箱搜索',
  },
  status: {
    active: '正常',
    disabled: '已禁用',
  },
  action: {
    new: '新建用户',
    edit: '编辑',
    resetPassword: '重置密码',
    enable: '启用',
    disable: '禁用',
    create: '创建',
    update: '更新',
  },
  title: {
    edit: '编辑用户',
    resetPassword: '重置密码',
  },
  help: {
    roles: '应用开发者应分配项目角色，而不是平台角色。',
  },
  validation: {
    name: '请输入有效的名称',
    alias: '请输入 2 到 64 个字符。',
    password: '密码应为 8-16 位，且至少包含一个数字和一个字母',
    email: '请输入有效的邮箱',
  },
  confirm: {
    disable: '确定禁用用户 %{name} 吗？该用户将被登出，重新启用前无法登录。',
  },
  notification: {
    created: '用户创建成功',
    updated: '用户更新成功',
    deleted: '用户删除成功',
    statusUpdated: '用户状态更新成功',
  },
};
