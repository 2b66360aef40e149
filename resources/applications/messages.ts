/** English strings of this resource, shown under `resources.applications.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Application |||| Applications',
  fields: {
    name: 'Name',
    alias: 'Alias',
    project: 'Project',
    description: 'Description',
  },
};
