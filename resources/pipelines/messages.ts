/** English strings of this resource, shown under `resources.pipelines.*`; messages.zh.ts has the same shape. */
export const en = {
  name: 'Pipeline |||| Pipelines',
  subtitle:
    'Orchestrate your multiple cloud native app release processes or model your cloud native pipeline.',
  fields: {
    name: 'Name',
    nameAlias: 'Name(Alias)',
    alias: 'Alias',
    project: 'Project',
    description: 'Description',
    createTime: 'CreateTime',
    runs: 'Recent Runs(Last 7-Days)',
    lastRun: 'Last Run',
    actions: 'Actions',
    stepMode: 'Step Mode',
    subStepMode: 'Sub Step Mode',
    template: 'Template',
  },
  filter: {
    project: 'Project',
    q: 'Search by name, alias or description',
  },
  help: {
    alias: 'Give your pipeline a more recognizable name',
    template: 'Starts the pipeline with the template’s steps (and its contexts)',
  },
  template: {
    none: 'No template',
  },
  runs: {
    chart: 'Runs of the last 7 days: %{total} in total, %{success} succeeded',
    day: '%{date}: %{total} runs, %{success} succeeded',
    noRun: '%{date}: No Run',
    total: 'Runs in total',
    neverRan: 'This Pipeline never ran.',
  },
  action: {
    new: 'New Pipeline',
    create: 'Create',
    clone: 'Clone',
    contexts: 'Contexts',
    remove: 'Remove',
  },
  title: {
    new: 'New Pipeline',
    clone: 'Clone Pipeline',
  },
  clone: {
    ready:
      'Pipeline loaded successfully and is ready to clone. Includes %{smart_count} context |||| Pipeline loaded successfully and is ready to clone. Includes %{smart_count} contexts',
    loadFailed: 'The pipeline could not be loaded',
  },
  validation: {
    name: 'Please input a valid name',
    nameRequired: 'Please input a name',
    project: 'Please select a project',
    alias: 'Enter a string of 2 to 64 characters.',
    description: 'Enter a description less than 128 characters.',
  },
  notification: {
    created: 'Pipeline created successfully',
    cloned: 'Pipeline cloned successfully',
    deleted: 'The Pipeline removed successfully',
  },
  contexts: {
    title: 'Contexts of %{name}',
    heading: 'Contexts',
    intro: 'The context is the runtime inputs for the Pipeline',
    empty: 'There are no contexts. A context gives a run its input values.',
    loadFailed: 'The contexts could not be loaded',
    hiddenNotCopied: 'Hidden values are not copied: type them again.',
    fields: {
      name: 'Name',
      values: 'Values',
      key: 'Key',
      value: 'Value',
      actions: 'Actions',
    },
    action: {
      new: 'New Context',
      edit: 'Edit',
      clone: 'Clone',
      remove: 'Remove',
      addValue: 'Add a value',
      removeValue: 'Remove this value',
    },
    titleOf: {
      new: 'New Context',
      edit: 'Edit Context %{name}',
      clone: 'Clone Context %{name}',
    },
    validation: {
      nameRequired: 'You must input a context name',
      name: 'You must input a valid name',
      values: 'You must input at least one value',
      key: 'Please input a key',
    },
    notification: {
      created: 'The Pipeline context created successfully',
      updated: 'The Pipeline context updated successfully',
      deleted: 'The Pipeline context removed successfully',
    },
  },
};
