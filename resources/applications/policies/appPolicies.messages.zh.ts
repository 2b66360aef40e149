import type { en } from './appPolicies.messages';

/** Chinese strings of the Policies column: the same keys as appPolicies.messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '策略',
  fields: {
    preset: '策略',
    name: '名称',
    alias: '别名',
    description: '描述',
    type: '类型',
    properties: '属性',
    workflow: '工作流',
    steps: '工作流步骤',
  },
  preset: {
    override: '差异化配置',
    topology: '部署拓扑',
    deliverOnce: '一次性交付',
    pvcRetain: '保留 PVC',
    replicasScalable: '副本数可伸缩',
    custom: '自定义',
  },
  presetHint: {
    override: '覆盖所绑定工作流步骤中的组件与运维特征。',
    topology: '交付到所指定的集群与命名空间。',
    deliverOnce: '资源只交付一次；集群中的变更会被保留。',
    pvcRetain: '回收应用时保留持久卷声明（PVC）。',
    replicasScalable: '一次性交付，但允许在集群中伸缩副本数。',
    custom: '选择任意策略类型。',
  },
  empty: '暂无策略',
  selectTypeFirst: '请先选择策略类型。',
  action: {
    add: '新建策略',
    create: '创建',
    update: '更新',
    edit: '编辑 %{name}',
    delete: '删除 %{name}',
  },
  title: {
    create: '新建策略',
    edit: '编辑策略 %{name}',
  },
  validation: {
    name: '请输入有效的策略名称',
    alias: '请输入 2 到 64 个字符。',
    description: '请输入少于 256 个字符的描述。',
    type: '请选择策略类型。',
    workflow: '请选择工作流',
    steps: '请至少选择一个部署步骤',
    properties: '请检查策略属性',
  },
  confirm: {
    delete: '确定要删除该策略吗？',
    force: '该策略正在被工作流使用，确定要强制删除吗？',
  },
  notification: {
    created: '策略添加成功',
    updated: '策略更新成功',
    deleted: '应用策略删除成功',
  },
};
