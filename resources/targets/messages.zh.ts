import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '交付目标',
  fields: {
    name: '名称',
    alias: '别名',
    cluster: '集群',
    namespace: '命名空间',
    project: '项目',
  },
};
