import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '交付目标',
  subtitle: '定义应用交付的目标',
  fields: {
    name: '名称',
    alias: '别名',
    description: '描述',
    cluster: '集群',
    namespace: '命名空间',
    clusterNamespace: '集群/命名空间',
    project: '项目',
    actions: '操作',
    variable: {
      providerName: '云服务提供商',
      region: '地域',
      zone: '可用区',
      vpcID: 'VPC ID',
    },
  },
  empty: '暂无交付目标。交付目标是应用交付到的某个集群中的命名空间。',
  sharedVariables: '共享变量',
  sharedVariablesHelp: '您可以定义地域、可用区等参数',
  action: {
    new: '新增交付目标',
    edit: '编辑',
    remove: '删除',
    newNamespace: '新建',
    create: '创建',
  },
  title: {
    new: '新增交付目标',
    edit: '编辑交付目标',
    newNamespace: '创建命名空间',
  },
  newNamespace: {
    name: '命名空间',
    placeholder: '请输入命名空间名称',
  },
  validation: {
    name: '请输入有效的名称，只能包含字母、数字和短横线',
    alias: '请输入 2 到 64 个字符。',
    description: '请输入少于 256 个字符的描述。',
    project: '请选择项目',
    cluster: '请选择集群',
    namespace: '请选择命名空间',
    region: '最多输入 256 个字符。',
    newNamespace: '请输入命名空间名称',
    clusterFirst: '请先选择集群',
  },
  notification: {
    created: '交付目标创建成功',
    updated: '交付目标更新成功',
    deleted: '交付目标删除成功',
    namespaceCreated: '命名空间创建成功',
  },
};
