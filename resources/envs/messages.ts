/** English strings of this resource, shown under `resources.envs.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Environment |||| Environments',
  fields: {
    name: 'Name',
    nameAlias: 'Name(Alias)',
    alias: 'Alias',
    project: 'Project',
    namespace: 'Environment Namespace',
    description: 'Description',
    targets: 'Targets',
    actions: 'Actions',
  },
  columns: {
    namespace: 'Namespace',
  },
  empty: 'There are no environments yet. An environment groups the targets an application deploys to.',
  namespaceHelp: 'By default, it is the same as the Environment name',
  action: {
    new: 'New Environment',
    edit: 'Edit',
    remove: 'Remove',
  },
  title: {
    new: 'New Environment',
    edit: 'Edit Environment',
  },
  validation: {
    name: 'Please enter a valid name contains only alphabetical words',
    alias: 'Enter a string of 2 to 64 characters.',
    description: 'Enter a description that contains less than 256 characters.',
    namespace: 'Please enter a valid name contains only alphabetical words',
    project: 'Please select project',
    targets: 'Please select at least one target',
  },
  notification: {
    created: 'Environment created successfully',
    updated: 'Environment updated successfully',
    deleted: 'Environment deleted successfully',
  },
};
