/**
 * English strings of the target's namespace input, under `resources.targets.*` (the declaration,
 * resources/declarations/targets.ts, carries the rest); messages.zh.ts has the same shape.
 */
export const en = {
  action: {
    newNamespace: 'New',
    create: 'Create',
  },
  title: {
    newNamespace: 'Create Namespace',
  },
  newNamespace: {
    name: 'Namespace',
    placeholder: 'Please input the name of namespace',
  },
  validation: {
    newNamespace: 'Please input the name of namespace',
    clusterFirst: 'Please select a cluster first',
  },
  notification: {
    namespaceCreated: 'Namespace created successfully',
  },
};
