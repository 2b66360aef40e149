import type { en } from './pipelineStudio.messages';

export const zh: typeof en = {
  crumbs: {
    label: '导航路径',
    pipelines: '流水线',
    studio: '编辑器',
  },
  title: '流水线编辑器：%{name}',
  view: {
    label: '编辑方式',
    visual: '可视化',
    yaml: 'YAML',
  },
  mode: '执行模式',
  subMode: '子步骤模式',
  unsaved: '有未保存的修改',
  action: {
    save: '保存',
    run: '运行',
  },
  saveFirst: '请先保存修改。',
  notification: {
    updated: '流水线更新成功',
  },
  graph: {
    label: '流水线步骤',
    empty: '该流水线还没有步骤，请添加步骤，或在 YAML 视图中编写。',
  },
  yaml: {
    label: '流水线步骤（YAML）',
    hint: '以 YAML 列表描述步骤；每个步骤需要名称和类型。',
    syntax: '请输入有效的 YAML 配置：%{detail}',
    notArray: 'YAML 内容不是有效的数组。',
    invalid: '[%{index}] 步骤无效。',
    unnamed: '[%{index}] 步骤未命名。',
    untyped: '[%{index}] 步骤未指定类型。',
  },
  run: {
    title: '运行流水线',
    contexts: '选择上下文',
    contextsPanel: '上下文列表',
    contextsHint: '上下文是流水线运行时的输入',
    noContexts: '没有可选的上下文。',
    noContext: '该流水线的执行不需要上下文',
    selected: '已选择上下文：%{name}',
    submit: '运行',
  },
};
