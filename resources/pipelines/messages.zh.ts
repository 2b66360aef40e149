import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '流水线',
  subtitle: '编排你的多个云原生应用发布过程或为你的任何云原生流水线建模。',
  fields: {
    name: '名称',
    nameAlias: '名称(别名)',
    alias: '别名',
    project: '项目',
    description: '描述',
    createTime: '创建时间',
    runs: '最近执行（过去 7 天）',
    lastRun: '上一次执行',
    actions: '操作',
    stepMode: '步骤执行模式',
    subStepMode: '子步骤执行模式',
    template: '模版',
  },
  filter: {
    project: '项目',
    q: '按名称、别名或描述搜索',
  },
  help: {
    alias: '给流水线一个更容易识别的名称',
    template: '以模版的步骤（及其上下文参数）创建流水线',
  },
  template: {
    none: '不使用模版',
  },
  runs: {
    chart: '过去 7 天的执行：共 %{total} 次，成功 %{success} 次',
    day: '%{date}：执行 %{total} 次，成功 %{success} 次',
    noRun: '%{date}：未执行',
    total: '执行总数',
    neverRan: '该流水线从未执行。',
  },
  action: {
    new: '创建流水线',
    create: '创建',
    clone: '克隆',
    contexts: '上下文参数',
    remove: '删除',
  },
  title: {
    new: '创建流水线',
    clone: '克隆流水线',
  },
  clone: {
    ready: '流水线配置加载完成，可以开始克隆。包括 %{smart_count} 个上下文参数',
    loadFailed: '流水线加载失败',
  },
  validation: {
    name: '请输入有效的名称',
    nameRequired: '请输入名称',
    project: '请选择项目',
    alias: '请输入 2 到 64 个字符。',
    description: '请输入少于 128 个字符的描述。',
  },
  notification: {
    created: '流水线创建成功',
    cloned: '流水线克隆成功',
    deleted: '流水线删除成功',
  },
  contexts: {
    title: '%{name} 的上下文参数',
    heading: '上下文参数',
    intro: '上下文参数作为流水线的运行时输入',
    empty: '暂无上下文参数。上下文参数为执行提供输入值。',
    loadFailed: '上下文参数加载失败',
    hiddenNotCopied: '已隐藏的值不会被复制，请重新输入。',
    fields: {
      name: '名称',
      values: '参数值',
      key: '键',
      value: '值',
      actions: '操作',
    },
    action: {
      new: '新建上下文参数',
      edit: '编辑',
      clone: '克隆',
      remove: '删除',
      addValue: '添加参数值',
      removeValue: '删除该参数值',
    },
    titleOf: {
      new: '新建上下文参数',
      edit: '编辑上下文参数 %{name}',
      clone: '克隆上下文参数 %{name}',
    },
    validation: {
      nameRequired: '请输入上下文参数名称',
      name: '请输入有效的名称',
      values: '请至少输入一个参数值',
      key: '请输入键',
    },
    notification: {
      created: '上下文参数创建成功',
      updated: '上下文参数更新成功',
      deleted: '上下文参数删除成功',
    },
  },
};
