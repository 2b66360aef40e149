import type { en } from './appEnvBindings.messages';

/** Chinese strings of an application's environment bindings: the same keys as appEnvBindings.messages.ts. */
export const zh: typeof en = {
  name: '环境绑定',
  fields: {
    name: '环境',
    nameAlias: '名称(别名)',
    namespace: '命名空间',
    targets: '交付目标',
    actions: '操作',
  },
  title: '环境',
  empty: '该应用尚未绑定任何环境',
  bind: {
    title: '绑定环境',
    env: '环境',
    submit: '绑定',
    required: '请选择环境',
    none: '该项目的所有环境都已绑定',
    bound: '环境绑定成功',
  },
  action: {
    edit: '编辑',
    delete: '删除',
  },
  editTitle: '编辑环境',
  notification: {
    updated: '环境更新成功',
    deleted: '环境绑定删除成功',
  },
};
