/** English strings of this resource, shown under `resources.definitions.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Definition |||| Definitions',
  fields: {
    name: 'Name',
    type: 'Type',
    alias: 'Alias',
    description: 'Description',
    summary: 'Alias / Description',
    status: 'Status',
    ownerAddon: 'Owner Addon',
    actions: 'Actions',
  },
  types: 'Definition types',
  search: 'Search by name',
  status: {
    enable: 'Enabled',
    disable: 'Disabled',
  },
  action: {
    enable: 'Enable',
    disable: 'Disable',
    uiSchema: 'UI Schema',
    saveOnline: 'Save & Online',
    backToList: 'Back to the definitions',
  },
  empty: {
    none: 'There are no definitions of this type',
    noMatch: 'No definition name contains "%{search}"',
  },
  loadFailed: 'The definitions could not be loaded.',
  notification: {
    statusUpdated: 'Update definition status success',
    uiSchemaUpdated: 'UI schema updated successfully',
  },
  uiSchema: {
    title: '%{name} · UI Schema',
    editor: 'UI schema (YAML)',
    preview: 'Preview',
    empty: 'There is no ui schema definition',
    invalid: 'Please check UI Schema properties',
    parseError: 'The YAML cannot be read: %{error}',
    problems: 'Some entries cannot be drawn as written:',
    previewFailed: 'The preview cannot be drawn: %{error}',
    loadFailed: 'The definition could not be loaded.',
  },
};
