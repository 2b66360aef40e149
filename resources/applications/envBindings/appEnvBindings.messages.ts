/** English strings of an application's environment bindings, under `resources.appEnvBindings.*`. */
export const en = {
  name: 'Environment binding |||| Environment bindings',
  fields: {
    name: 'Environment',
    nameAlias: 'Name(Alias)',
    namespace: 'Namespace',
    targets: 'Targets',
    actions: 'Actions',
  },
  title: 'Environments',
  empty: 'This application is not bound to any environment yet',
  bind: {
    title: 'Bind Environment',
    env: 'Environment',
    submit: 'Bind',
    required: 'Please select an env',
    none: 'Every environment of this project is bound already',
    bound: 'Environment bound successfully',
  },
  action: {
    edit: 'Edit',
    delete: 'Delete',
  },
  editTitle: 'Edit Environment',
  notification: {
    updated: 'Environment updated successfully',
    deleted: 'Environment binding deleted successfully',
  },
};
