import type { en } from './messages';

/** Chinese strings of the canary rollout setting: the same keys as messages.ts. */
export const zh: typeof en = {
  more: '更多',
  setting: '金丝雀发布设置',
  addonMissing: '金丝雀发布默认由 kruise-rollout 插件提供支持，请先启用该插件。',
  enableAddon: '启用 kruise-rollout',
  noDeploySteps: '工作流缺少 Deploy 步骤。',
  hint: '直接编辑工作流也可以切换为金丝雀发布模式。',
  definitionsFailed: '无法加载步骤类型',
  fields: {
    name: '名称',
    alias: '别名',
    policies: '策略',
    batches: '批次设置',
  },
  weights: '发布权重：%{weights}',
};
