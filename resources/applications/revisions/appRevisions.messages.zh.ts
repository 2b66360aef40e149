import type { en } from './appRevisions.messages';

/** Chinese strings of an application's revisions: the same keys as appRevisions.messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '版本 |||| 版本',
  fields: {
    version: '版本号',
    status: '状态',
    envName: '环境',
    deployUser: '部署人',
    triggerType: '触发方式',
    createTime: '创建时间',
    codeInfo: '代码信息',
    actions: '操作',
  },
  filter: {
    env: '环境',
    status: '状态',
    all: '全部',
  },
  status: {
    init: '初始化',
    running: '运行中',
    complete: '完成',
    failure: '失败',
    terminated: '已终止',
    rollback: '已回滚',
  },
  codeInfo: {
    commit: '提交',
    branch: '分支',
    user: '用户',
  },
  empty: {
    title: '没有版本记录',
    text: '发布后版本记录将显示在这里',
  },
  action: {
    detail: '详情',
    diff: '差异',
    diffLatest: '与最新配置对比',
    diffRunning: '与运行中的配置对比',
    rollback: '回滚',
  },
  detail: {
    title: '版本 %{version}',
    yaml: '应用的配置',
    noYaml: '此版本没有保存配置。',
    loadFailed: '版本加载失败',
  },
  diff: {
    titleLatest: '版本 %{version} 与最新配置',
    titleRunning: '版本 %{version} 与运行中的配置',
    base: '版本 %{version}',
    latest: '最新配置',
    running: '运行中的配置',
    same: '两份配置没有差异。',
    loadFailed: '配置对比失败',
  },
  confirm: {
    rollbackTerminated: '此版本的状态为已终止，确定要回滚到此版本吗？',
  },
  notification: {
    copied: '应用配置复制成功',
    rolledBack: '应用回滚成功',
  },
};
