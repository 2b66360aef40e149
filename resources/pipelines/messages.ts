/** English strings of this resource, shown under `resources.pipelines.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Pipeline |||| Pipelines',
  fields: {
    name: 'Name',
    alias: 'Alias',
    project: 'Project',
    description: 'Description',
  },
};
