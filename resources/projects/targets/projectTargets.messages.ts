/** English strings of this resource, shown under `resources.projectTargets.*`; projectTargets.messages.zh.ts has the same shape. */
export const en = {
  name: 'Target |||| Targets',
  fields: {
    name: 'Name(Alias)',
    cluster: 'Cluster/Namespace',
    description: 'Description',
  },
  action: {
    add: 'Add',
  },
  empty: 'There is no target in current project.',
};
