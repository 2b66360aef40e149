/** English strings of this resource, shown under `resources.roles.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Platform Role |||| Platform Roles',
  subtitle: 'Roles that apply across the platform; project roles are set in each project',
  fields: {
    name: 'Name',
    alias: 'Alias',
    permissions: 'Permissions',
    createTime: 'Create Time',
    actions: 'Actions',
  },
  action: {
    new: 'New Role',
    edit: 'Edit',
    create: 'Create',
    update: 'Update',
  },
  title: {
    edit: 'Edit Role',
  },
  validation: {
    nameRequired: 'Please enter a roles name',
    name: 'Please enter a valid name',
    alias: 'Enter a string of 2 to 64 characters.',
    permissions: 'Please select at last one permission',
  },
  notification: {
    created: 'Role created successfully',
    updated: 'Role updated successfully',
    deleted: 'Role deleted successfully',
  },
};
