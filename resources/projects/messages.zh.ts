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
    createTime: '创建时间',
    updateTime: '更新时间',
    nameAlias: '名称（别名）',
    actions: '操作',
  },
  action: {
    new: '新增项目',
    edit: '编辑',
    editTitle: '编辑项目',
  },
  notification: {
    created: '项目创建成功',
    updated: '项目更新成功',
    deleted: '项目删除成功',
  },
  confirm: {
    delete: '你确定想删除这个项目吗？',
  },
  validation: {
    name: '请输入符合规范的项目名称',
    alias: '请输入 2 到 64 个字符。',
    ownerOptional: '请输入有效的用户名',
    ownerRequired: '请为该项目选择负责人',
  },
  summary: {
    general: '基本信息',
  },
  panel: {
    tabs: '项目标签页',
    tab: '本标签页',
  },
  empty: '暂无项目',
};
