/** English strings of this resource, shown under `resources.projectRoles.*`; projectRoles.messages.zh.ts has the same shape. */
export const en = {
  name: 'Role |||| Roles',
  fields: {
    name: 'Name',
    alias: 'Alias',
    permissions: 'Permissions',
  },
  action: {
    new: 'New Role',
  },
  list: 'Roles of the project',
  creatingWarning: 'When adding a project role, you cannot view the details of other project roles',
  notification: {
    created: 'Role created successfully',
    updated: 'Role updated successfully',
    deleted: 'Role deleted successfully',
  },
  confirm: {
    delete: 'Are you sure you want to delete this role?',
  },
  validation: {
    name: 'Please enter a roles name',
    permissions: 'Please select at last one permission',
  },
  notFound: 'The role %{name} does not exist in this project',
};
