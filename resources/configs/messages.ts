/** English strings of this resource, shown under `resources.configs.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Config |||| Configs',
  fields: {
    name: 'Name',
    alias: 'Alias',
    template: 'Template',
    description: 'Description',
  },
};
