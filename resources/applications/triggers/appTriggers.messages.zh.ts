import type { en } from './appTriggers.messages';

/** Chinese strings of an application's triggers: the same keys as appTriggers.messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '触发器 |||| 触发器',
  title: '触发器',
  empty: '没有触发器',
  fields: {
    name: '名称',
    alias: '别名',
    description: '描述',
    type: '类型',
    payloadType: '负载类型',
    registry: '镜像仓库',
    workflowName: '执行工作流',
    componentName: '组件',
    createTime: '创建时间',
  },
  type: {
    webhook: 'Webhook 事件触发',
  },
  registryHelp: '对于 ACR 企业版，需要设置镜像仓库的域名。',
  imageWarning: '你的组件类型不支持镜像字段，无法执行镜像更新',
  validation: {
    name: '请输入有效的名称，只能包含字母、数字和短横线',
    alias: '请输入 2 到 64 个字符。',
    description: '请输入少于 256 个字符的描述。',
    type: '请选择类型',
    payloadType: '请选择负载类型',
    registry: '域名格式不正确',
    workflowName: '请选择工作流',
    componentName: '请选择组件',
  },
  action: {
    add: '添加触发器',
    edit: '编辑',
    delete: '删除',
    webhook: '手动触发',
  },
  drawer: {
    add: '添加触发器',
    edit: '编辑触发器',
  },
  webhook: {
    title: '触发 Webhook',
    url: 'Webhook 地址',
    method: '请求方法',
    header: '请求头',
    curl: 'Curl 命令',
    actions: 'Webhook 动作',
    action: {
      execute: 'execute',
      approve: 'approve',
      terminate: 'terminate',
      rollback: 'rollback',
    },
    help: '请设置需要变更的属性，例如 `image`、`step`。',
    defaultAction: '未指定 action 时，默认执行工作流。',
    tokenHidden: 'Webhook 令牌只对有权更新此触发器的用户显示。',
    close: '关闭',
  },
  confirm: {
    delete: '确定要删除这个触发器吗？',
  },
  notification: {
    created: '触发器创建成功。',
    updated: '触发器更新成功。',
    deleted: '触发器删除成功。',
    copied: '复制成功',
  },
};
