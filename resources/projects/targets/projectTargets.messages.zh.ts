import type { en } from './projectTargets.messages';

/** Chinese strings of this resource: the same keys as projectTargets.messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '交付目标',
  fields: {
    name: '名称（别名）',
    cluster: '所在集群/命名空间',
    description: '描述',
  },
  action: {
    add: '添加',
  },
  empty: '当前项目暂无交付目标',
};
