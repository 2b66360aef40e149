import type { en } from './messages';

/** Chinese strings of the target's namespace input: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  action: {
    newNamespace: '新建',
    create: '创建',
  },
  title: {
    newNamespace: '创建命名空间',
  },
  newNamespace: {
    name: '命名空间',
    placeholder: '请输入命名空间名称',
  },
  validation: {
    newNamespace: '请输入命名空间名称',
    clusterFirst: '请先选择集群',
  },
  notification: {
    namespaceCreated: '命名空间创建成功',
  },
};
