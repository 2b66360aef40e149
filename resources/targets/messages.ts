/** English strings of this resource, shown under `resources.targets.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Target |||| Targets',
  fields: {
    name: 'Name',
    alias: 'Alias',
    cluster: 'Cluster',
    namespace: 'Namespace',
    project: 'Project',
  },
};
