/** English strings of this resource, shown under `resources.envs.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Environment |||| Environments',
  fields: {
    name: 'Name',
    alias: 'Alias',
    project: 'Project',
    namespace: 'Namespace',
    targets: 'Targets',
  },
};
