import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '应用',
  subtitle: '部署和管理你的所有应用',
  fields: {
    name: '名称',
    nameAlias: '名称(别名)',
    alias: '别名',
    project: '项目',
    description: '描述',
    labels: '标签',
    actions: '操作',
    createTime: '创建时间',
    envBindings: '环境',
    componentType: '组件类型',
    properties: '属性',
    labelKey: '键',
    labelValue: '值',
  },
  filter: {
    project: '项目',
    env: '环境',
    target: '交付目标',
    q: '按名称和描述搜索',
    labels: '标签',
    starred: '已收藏',
  },
  view: {
    label: '视图',
    card: '卡片',
    table: '表格',
  },
  labelsHelp: '每行一个 key=value',
  readOnly: '只读',
  empty: '暂无应用',
  componentGroups: {
    core: '内置',
    cloud: '云服务',
    custom: '自定义',
  },
  action: {
    new: '新建应用',
    edit: '编辑 %{name}',
    create: '创建',
  },
  title: {
    new: '新建应用',
    edit: '编辑应用',
    basic: '基础信息',
    properties: '属性',
  },
  validation: {
    name: '请输入有效的应用名称',
    alias: '请输入 2 到 64 个字符。',
    description: '最多输入 128 个字符。',
    project: '请选择项目',
    envBindings: '请选择环境',
    componentType: '请选择',
    properties: '请检查应用部署属性',
    labelKey: '请输入标签键',
  },
  notification: {
    created: '应用创建成功',
    updated: '应用更新成功',
    deleted: '应用删除成功',
  },
};
