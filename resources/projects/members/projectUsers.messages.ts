/** English strings of this resource, shown under `resources.projectUsers.*`; projectUsers.messages.zh.ts has the same shape. */
export const en = {
  name: 'Member |||| Members',
  fields: {
    name: 'Name',
    userName: 'Username',
    alias: 'Alias',
    userRoles: 'Roles',
    createTime: 'Create Time',
    actions: 'Actions',
  },
  action: {
    add: 'Add Member',
    edit: 'Edit',
    editTitle: 'Edit Member',
  },
  notification: {
    added: 'Member added successfully',
    updated: 'Member updated successfully',
    deleted: 'Member deleted successfully',
  },
  confirm: {
    delete: 'Are you sure you want to delete the member?',
  },
  validation: {
    userName: 'Please enter a valid username',
    userRoles: 'Please select at least one role',
  },
};
