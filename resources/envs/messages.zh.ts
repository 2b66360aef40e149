import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '环境',
  fields: {
    name: '名称',
    nameAlias: '名称(别名)',
    alias: '别名',
    project: '项目',
    namespace: '环境命名空间',
    description: '描述',
    targets: '交付目标',
    actions: '操作',
  },
  columns: {
    namespace: '命名空间',
  },
  empty: '暂无环境。环境是应用部署时交付目标的集合。',
  namespaceHelp: '默认与环境名称相同',
  action: {
    new: '新增环境',
    edit: '编辑',
    remove: '删除',
  },
  title: {
    new: '新增环境',
    edit: '编辑环境',
  },
  validation: {
    name: '请输入有效的名称，只能包含字母、数字和短横线',
    alias: '请输入 2 到 64 个字符。',
    description: '请输入少于 256 个字符的描述。',
    namespace: '请输入有效的名称，只能包含字母、数字和短横线',
    project: '请选择项目',
    targets: '请至少选择一个交付目标',
  },
  notification: {
    created: '环境创建成功',
    updated: '环境更新成功',
    deleted: '环境删除成功',
  },
};
