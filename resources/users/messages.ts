/** English strings of this resource, shown under `resources.users.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'User |||| Users',
  subtitle:
    'Basic authorization management is provided for local users by default, but SSO authentication is strongly recommended',
  fields: {
    name: 'Name',
    alias: 'Alias',
    email: 'Email',
    password: 'Password',
    roles: 'Platform Roles',
    status: 'Status',
    createTime: 'Create Time',
    lastLoginTime: 'Last Login Time',
    actions: 'Actions',
  },
  filters: {
    name: 'Search by name',
    alias: 'Search by alias',
    email: 'Search by email',
  },
  status: {
    active: 'Active',
    disabled: 'Disabled',
  },
  action: {
    new: 'New User',
    edit: 'Edit',
    resetPassword: 'Reset Password',
    enable: 'Enable',
    disable: 'Disable',
    create: 'Create',
    update: 'Update',
  },
  title: {
    edit: 'Edit User',
    resetPassword: 'Reset Password',
  },
  help: {
    roles: 'Application developers should be assigned project roles instead of platform roles.',
  },
  validation: {
    name: 'Please enter a valid name',
    alias: 'Enter a string of 2 to 64 characters.',
    password: 'Password should be 8-16 bits and contain at least one number and one letter',
    email: 'Please input a valid email',
  },
  confirm: {
    disable: 'Disable the user %{name}? They are signed out and cannot sign in until enabled again.',
  },
  notification: {
    created: 'User created successfully',
    updated: 'User updated successfully',
    deleted: 'User deleted successfully',
    statusUpdated: 'User status updated successfully',
  },
};
