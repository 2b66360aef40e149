import type { en } from './messages';

/** Chinese strings of the screen kit: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  list: {
    refresh: '刷新',
    loading: '正在加载%{name}',
    loadFailed: '%{name}加载失败',
    empty: '暂无%{name}',
  },
  error: {
    title: '数据加载失败',
    retry: '重试',
  },
  panel: {
    failed: '%{name}无法显示',
    record: '该记录',
    form: '该表单',
    navigation: '导航菜单',
  },
  form: {
    cancel: '取消',
    close: '关闭',
    loading: '正在加载表单',
    discardTitle: '放弃未保存的修改？',
    discardText: '输入的内容尚未保存，关闭后将会丢失。',
    discard: '放弃',
    keepEditing: '继续编辑',
    previous: '上一步',
    next: '下一步',
  },
  star: {
    add: '收藏 %{name}',
    remove: '取消收藏 %{name}',
  },
  confirm: {
    title: '请确认',
    delete: '删除后无法恢复，确定要删除吗？',
  },
  secret: {
    hidden: '已隐藏的值',
    reveal: '显示 %{name}',
    hide: '隐藏 %{name}',
  },
  declared: {
    actions: '操作',
    edit: '编辑',
    create: '创建',
    update: '更新',
    back: '返回列表',
    checkFields: '请检查上面的字段。',
  },
};
