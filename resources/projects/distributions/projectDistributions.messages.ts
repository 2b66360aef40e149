/** English strings of this resource, shown under `resources.projectDistributions.*`; projectDistributions.messages.zh.ts has the same shape. */
export const en = {
  name: 'Config Distribution |||| Config Distributions',
  fields: {
    name: 'Name',
    configs: 'Configs',
    targets: 'Targets',
    status: 'Status',
    createdTime: 'Create Time',
    actions: 'Actions',
  },
  status: {
    completed: 'Completed',
  },
  notification: {
    deleted: 'Distribution deleted successfully',
  },
  confirm: {
    delete: 'Are you sure you want to delete this distribution?',
  },
};
