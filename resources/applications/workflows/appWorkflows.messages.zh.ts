import type { en } from './appWorkflows.messages';

/** Chinese strings of an application's workflows table: the same keys as appWorkflows.messages.ts. */
export const zh: typeof en = {
  name: '工作流',
  fields: {
    nameAlias: '名称(别名)',
    envName: '环境',
    default: '默认',
    steps: '步骤',
    mode: '模式',
    updateTime: '更新时间',
    actions: '操作',
  },
  defaultMarker: '默认',
  empty: '该应用还没有工作流：绑定环境时会自动创建',
  action: {
    remove: '移除',
  },
  notification: {
    removed: '工作流删除成功',
  },
};
