/** English strings of this resource, shown under `resources.projectConfigs.*`; projectConfigs.messages.zh.ts has the same shape. */
export const en = {
  name: 'Config |||| Configs',
  fields: {
    name: 'Name(Alias)',
    template: 'Template',
    targets: 'Distribution',
    description: 'Description',
    properties: 'Properties',
    createdTime: 'Create Time',
    actions: 'Actions',
  },
  action: {
    distribute: 'Distribute',
    distributeTitle: 'Distribute the config',
  },
  distribute: {
    targets: 'Targets',
  },
  notification: {
    deleted: 'Config deleted successfully',
    distributed: 'Config distributed successfully',
  },
  validation: {
    targets: 'Please select at least one target',
  },
};
