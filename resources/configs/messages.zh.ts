import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '配置',
  fields: {
    name: '名称',
    alias: '别名',
    template: '模板',
    description: '描述',
    properties: '属性',
    createdTime: '创建时间',
    actions: '操作',
  },
  template: '配置模板',
  templates: '配置模板',
  noTemplates: '暂无配置模板。配置模板由插件提供：请启用所需配置对应的插件。',
  templatesLoadFailed: '配置模板加载失败',
  templateLoadFailed: '该配置的模板加载失败',
  noTemplateDetail: '无法加载模板详情',
  sensitive: '敏感',
  sensitiveHint: '其属性无法读取，因此不能编辑。',
  shared: '共享',
  action: {
    new: '新建配置',
    create: '创建',
    update: '更新',
  },
  title: {
    create: '新建%{template}配置',
    edit: '编辑配置 %{name}',
  },
  validation: {
    name: '请输入有效的名称',
    alias: '请输入 2 到 64 个字符。',
    properties: '请检查配置属性',
  },
  distribute: {
    title: '分发配置',
    text: '配置 %{name} 只有分发到集群后才会在该集群生效。请在使用它的每个项目的概览页中分发它。',
    projects: '前往项目',
    ok: '确定',
  },
  notification: {
    created: '配置创建成功',
    updated: '配置更新成功',
    deleted: '配置删除成功',
  },
};
