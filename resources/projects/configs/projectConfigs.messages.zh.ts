import type { en } from './projectConfigs.messages';

/** Chinese strings of this resource: the same keys as projectConfigs.messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '配置',
  fields: {
    name: '名称（别名）',
    template: '模版',
    targets: '分发状态',
    description: '描述',
    properties: '属性',
    createdTime: '创建时间',
    actions: '操作',
  },
  action: {
    distribute: '分发',
    distributeTitle: '分发配置',
  },
  distribute: {
    targets: '交付目标',
  },
  notification: {
    deleted: '配置删除成功',
    distributed: '配置分发成功',
  },
  validation: {
    targets: '请至少选择一个交付目标',
  },
};
