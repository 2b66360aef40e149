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
  },
};
