import type { en } from './projectDistributions.messages';

/** Chinese strings of this resource: the same keys as projectDistributions.messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '配置分发',
  fields: {
    name: '名称',
    configs: '配置',
    targets: '交付目标',
    status: '状态',
    createdTime: '创建时间',
    actions: '操作',
  },
  status: {
    completed: '已完成',
  },
  notification: {
    deleted: '分发删除成功',
  },
  confirm: {
    delete: '确定要删除这个分发吗？',
  },
};
