/** English strings of this resource, shown under `resources.projects.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Project |||| Projects',
  fields: {
    name: 'Name',
    alias: 'Alias',
    description: 'Description',
    owner: 'Owner',
    joinTime: 'Join Time',
    roles: 'Roles',
    createTime: 'Create Time',
    updateTime: 'Update Time',
    nameAlias: 'Name(Alias)',
    actions: 'Actions',
  },
  action: {
    new: 'New Project',
    edit: 'Edit',
    editTitle: 'Edit Project',
  },
  notification: {
    created: 'Project created successfully',
    updated: 'Project updated successfully',
    deleted: 'Project deleted successfully',
  },
  confirm: {
    delete: 'Are you sure you want to delete the project?',
  },
  validation: {
    name: 'Please enter a project name',
    alias: 'Enter a string of 2 to 64 characters.',
    ownerOptional: 'Please enter a valid username',
    ownerRequired: 'Please select a owner for this project',
  },
  summary: {
    general: 'General',
  },
  panel: {
    tabs: 'The project tabs',
    tab: 'This tab',
  },
  empty: 'There are no projects',
};
