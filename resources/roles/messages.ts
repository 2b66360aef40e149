/** English strings of this resource, shown under `resources.roles.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Platform Role |||| Platform Roles',
  fields: {
    name: 'Name',
    alias: 'Alias',
    permissions: 'Permissions',
    createTime: 'Create Time',
  },
};
