/** The pipeline studio: editing a pipeline's steps visually or as YAML, saving and running it. */
export const en = {
  crumbs: {
    label: 'Breadcrumb',
    pipelines: 'Pipelines',
    studio: 'Studio',
  },
  title: 'Pipeline studio: %{name}',
  view: {
    label: 'Editing view',
    visual: 'Visual',
    yaml: 'YAML',
  },
  mode: 'Mode',
  subMode: 'Sub Mode',
  unsaved: 'Unsaved changes',
  action: {
    save: 'Save',
    run: 'Run',
  },
  saveFirst: 'Please save the changes first.',
  notification: {
    updated: 'Pipeline updated successfully',
  },
  graph: {
    label: 'Pipeline steps',
    empty: 'This pipeline has no steps yet. Add one, or write them in the YAML view.',
  },
  yaml: {
    label: 'Pipeline steps (YAML)',
    hint: 'The steps as a YAML list; each step needs a name and a type.',
    syntax: 'Please input a valid yaml config: %{detail}',
    notArray: 'The YAML content is not a valid array.',
    invalid: '[%{index}] Step is invalid.',
    unnamed: '[%{index}] Step is not named.',
    untyped: '[%{index}] Step does not specify a type.',
  },
  run: {
    title: 'Run Pipeline',
    contexts: 'Select Contexts',
    contextsPanel: 'The contexts',
    contextsHint: 'The context is the runtime inputs for the Pipeline',
    noContexts: 'There is no context option.',
    noContext: 'No context is required for the execution of this Pipeline',
    selected: 'Selected a context: %{name}',
    submit: 'Run',
  },
};
