import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '定义',
  fields: {
    name: '名称',
    type: '类型',
    alias: '别名',
    description: '描述',
    summary: '别名 / 描述',
    status: '状态',
    ownerAddon: '所属插件',
    actions: '操作',
  },
  types: '定义类型',
  search: '按名称搜索',
  status: {
    enable: '已启用',
    disable: '已禁用',
  },
  action: {
    enable: '启用',
    disable: '禁用',
    uiSchema: 'UI 描述',
    saveOnline: '保存并上线',
    backToList: '返回定义列表',
  },
  empty: {
    none: '该类型下没有定义',
    noMatch: '没有名称包含“%{search}”的定义',
  },
  loadFailed: '定义加载失败。',
  notification: {
    statusUpdated: '定义状态更新成功',
    uiSchemaUpdated: 'UI 描述更新成功',
  },
  uiSchema: {
    title: '%{name} · UI 描述',
    editor: 'UI 描述（YAML）',
    preview: '预览',
    empty: '没有 UI 描述定义',
    invalid: '请检查 UI 描述的属性',
    parseError: '无法解析 YAML：%{error}',
    problems: '以下条目无法按原样展示：',
    previewFailed: '无法绘制预览：%{error}',
    loadFailed: '定义加载失败。',
  },
};
