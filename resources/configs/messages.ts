/** English strings of this resource, shown under `resources.configs.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Config |||| Configs',
  fields: {
    name: 'Name',
    alias: 'Alias',
    template: 'Template',
    description: 'Description',
    properties: 'Properties',
    createdTime: 'Create Time',
    actions: 'Actions',
  },
  template: 'Config template',
  templates: 'Config templates',
  noTemplates:
    'There are no config templates. Addons provide them: enable the addon of the configs you need.',
  templatesLoadFailed: 'The config templates could not be loaded',
  templateLoadFailed: 'The template of this config could not be loaded',
  noTemplateDetail: 'Can not load the template detail',
  sensitive: 'Sensitive',
  sensitiveHint: 'Its properties cannot be read back, so it cannot be edited.',
  shared: 'Shared',
  action: {
    new: 'New Config',
    create: 'Create',
    update: 'Update',
  },
  title: {
    create: 'New %{template} Config',
    edit: 'Edit Config %{name}',
  },
  validation: {
    name: 'Please enter a valid name',
    alias: 'Enter a string of 2 to 64 characters.',
    properties: 'Please check the config properties',
  },
  distribute: {
    title: 'Distribute the config',
    text: 'The config %{name} takes effect in a cluster only once it is distributed there. Distribute it from the summary page of each project that uses it.',
    projects: 'Go to projects',
    ok: 'OK',
  },
  notification: {
    created: 'Config created successfully',
    updated: 'Config updated successfully',
    deleted: 'Config deleted successfully',
  },
};
