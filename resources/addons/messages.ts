/** English strings of this resource, shown under `resources.addons.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Addon |||| Addons',
  fields: {
    name: 'Name',
    version: 'Version',
    description: 'Description',
    status: 'Status',
  },
};
