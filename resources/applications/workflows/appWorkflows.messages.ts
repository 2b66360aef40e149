/** English strings of an application's workflows table, under `resources.appWorkflows.*`. */
export const en = {
  name: 'Workflow |||| Workflows',
  fields: {
    nameAlias: 'Name(Alias)',
    envName: 'Environment',
    default: 'Default',
    steps: 'Steps',
    mode: 'Mode',
    updateTime: 'Update Time',
    actions: 'Actions',
  },
  defaultMarker: 'Default',
  empty: 'This application has no workflows yet: binding an environment creates one',
  action: {
    remove: 'Remove',
  },
  notification: {
    removed: 'Workflow removed successfully',
  },
};
