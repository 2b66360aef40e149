/** English strings of the screen kit, shown under `vela.kit.*`; messages.zh.ts has the same shape. */
export const en = {
  list: {
    refresh: 'Refresh',
    loading: 'Loading %{name}',
    loadFailed: '%{name} could not be loaded',
    empty: 'There are no %{name}',
  },
  error: {
    title: 'The data could not be loaded',
    retry: 'Retry',
  },
  panel: {
    failed: '%{name} could not be shown',
    record: 'The record',
    form: 'The form',
    navigation: 'The navigation',
  },
  form: {
    cancel: 'Cancel',
    close: 'Close',
    loading: 'Loading the form',
    discardTitle: 'Discard unsaved changes?',
    discardText: 'The values you typed have not been saved and will be lost.',
    discard: 'Discard',
    keepEditing: 'Keep editing',
    previous: 'Previous',
    next: 'Next',
  },
  star: {
    add: 'Star %{name}',
    remove: 'Unstar %{name}',
  },
  confirm: {
    title: 'Please confirm',
    delete: 'Unrecoverable after deletion, are you sure to delete it?',
  },
  secret: {
    hidden: 'Hidden value',
    reveal: 'Reveal %{name}',
    hide: 'Hide %{name}',
  },
  declared: {
    actions: 'Actions',
    edit: 'Edit',
    create: 'Create',
    update: 'Update',
    back: 'Back to the list',
    checkFields: 'Check the fields above.',
  },
};
