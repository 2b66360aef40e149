import { zh as canary } from './canary/messages.zh';
import type { en } from './workflowStudio.messages';

/** Chinese strings of the workflow studio: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  title: '工作流编排：%{name}',
  fields: {
    mode: '执行模式',
    subMode: '子步骤模式',
    name: '名称',
    alias: '别名',
    description: '描述',
    type: '类型',
    dependsOn: '依赖步骤',
    if: '执行条件',
    timeout: '超时时间',
    inputs: '输入',
    outputs: '输出',
    from: '来源',
    parameterKey: '参数路径',
    outputName: '名称',
    valueFrom: '取值来源',
  },
  mode: {
    StepByStep: '顺序执行',
    DAG: 'DAG',
  },
  view: {
    label: '视图',
    canvas: '画布',
    yaml: 'YAML',
  },
  category: {
    other: '自定义',
  },
  action: {
    save: '保存',
    addStep: '添加步骤',
    addSubStep: '向 %{name} 添加步骤',
    edit: '编辑 %{name}',
    delete: '删除 %{name}',
    update: '更新',
  },
  dialog: {
    add: '添加工作流步骤',
    addSub: '向 %{name} 添加工作流步骤',
    edit: '编辑工作流步骤 %{name}',
  },
  canvas: {
    label: '工作流步骤',
    empty: '该工作流还没有步骤，请先添加一个。',
    hint: '选择一个步骤进行编辑。DAG 模式下，从一个步骤连线到另一个步骤，使后者依赖前者。',
  },
  yaml: {
    label: '工作流 YAML',
    note: '以 YAML 表示的工作流：执行模式与步骤。合法的修改会立即显示在画布上。',
    syntax: '请输入合法的 YAML 配置：%{error}',
    notObject: 'YAML 必须描述工作流（mode、subMode 和 steps）。',
    mode: '执行模式和子步骤模式只能是 DAG 或 StepByStep。',
    notArray: 'YAML 内容不是合法的数组。',
    subStepsNotArray: '[%{position}] 子步骤不是合法的数组。',
    invalid: '[%{position}] 步骤不合法。',
    noName: '[%{position}] 步骤没有名称。',
    noType: '[%{position}] 步骤没有指定类型。',
    nestedGroup: '[%{position}] 步骤组不能作为子步骤。',
    nameUsed: '步骤名称 %{name} 被重复使用。',
  },
  validation: {
    name: '请输入合法的工作流步骤名称',
    nameUsed: '名称已被使用。',
    type: '请选择',
    alias: '请输入 2 到 64 个字符。',
    timeout: '请输入 2 到 64 个字符。',
    description: '描述不能超过 256 个字符。',
    properties: '请检查工作流步骤的属性',
  },
  confirm: {
    delete: '确定要删除步骤 %{name} 吗？',
    leaveTitle: '离开工作流编排？',
    leave: '工作流有尚未保存的修改，离开后将丢失。',
  },
  unsaved: '有未保存的修改',
  readOnly: '您可以查看该工作流，但不能修改。',
  notification: {
    updated: '工作流更新成功',
  },
  canary,
};
