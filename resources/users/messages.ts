/** English strings of this resource, shown under `resources.users.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'User |||| Users',
  fields: {
    name: 'Name',
    alias: 'Alias',
    email: 'Email',
    roles: 'Platform Roles',
    createTime: 'Create Time',
    lastLoginTime: 'Last Login Time',
  },
};
