import type { en } from './appLogs.messages';

/** Chinese strings of an environment's pod logs page: the same keys as appLogs.messages.ts, checked by the type. */
export const zh: typeof en = {
  title: '日志',
  component: '组件',
  allComponents: '全部组件',
  pod: 'Pod',
  container: '容器',
  timestamps: '显示时间戳',
  autoRefresh: '自动刷新',
  previous: '显示上一个容器的日志',
  follow: '跟随最新',
  wrap: '自动换行',
  download: '下载',
  range: '%{from} 至 %{to}',
  lines: '%{smart_count} 行 |||| %{smart_count} 行',
  search: '搜索日志',
  matches: '第 %{current} 个，共 %{total} 个',
  noMatches: '无匹配',
  previousMatch: '上一个匹配',
  nextMatch: '下一个匹配',
  empty: '没有日志',
  noPods: '该环境中没有实例',
  loading: '正在加载日志',
  view: '%{pod} 中 %{container} 的日志',
};
