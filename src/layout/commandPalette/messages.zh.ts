import type { en } from './messages';

/** Chinese strings of the command palette: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  button: '快速跳转',
  title: '跳转到页面或记录',
  search: '搜索页面和记录',
  placeholder: '输入页面、应用、项目等的名称…',
  results: '页面和记录',
  empty: '没有匹配的页面或记录',
  loading: '正在加载记录…',
  failed: '无法加载：%{reason}',
  groups: {
    starred: '已收藏',
    pages: '页面',
    applications: '应用',
    projects: '项目',
    environments: '环境',
    pipelines: '流水线',
    addons: '插件',
    clusters: '集群',
  },
};
