/** English strings of this resource, shown under `resources.plugins.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Plugin |||| Plugins',
  fields: {
    id: 'ID',
    name: 'Name',
    version: 'Version',
    enabled: 'Enabled',
  },
};
