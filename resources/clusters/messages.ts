/** English strings of this resource, shown under `resources.clusters.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Cluster |||| Clusters',
  fields: {
    name: 'Name',
    alias: 'Alias',
    status: 'Status',
    description: 'Description',
  },
};
