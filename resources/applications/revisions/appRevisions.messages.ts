/** English strings of an application's revisions, shown under `resources.appRevisions.*`; appRevisions.messages.zh.ts has the same shape. */
export const en = {
  name: 'Revision |||| Revisions',
  fields: {
    version: 'Version',
    status: 'Status',
    envName: 'Environment',
    deployUser: 'Deploy User',
    triggerType: 'Trigger Type',
    createTime: 'Create Time',
    codeInfo: 'Code Info',
    actions: 'Actions',
  },
  filter: {
    env: 'Environment',
    status: 'Status',
    all: 'All',
  },
  status: {
    init: 'Init',
    running: 'Running',
    complete: 'Complete',
    failure: 'Failure',
    terminated: 'Terminated',
    rollback: 'Rollback',
  },
  codeInfo: {
    commit: 'Commit',
    branch: 'Branch',
    user: 'User',
  },
  empty: {
    title: 'No version record',
    text: 'Your version record will be displayed here after release',
  },
  action: {
    detail: 'Detail',
    diff: 'Diff',
    diffLatest: 'Compare with the latest configuration',
    diffRunning: 'Compare with the running configuration',
    rollback: 'Rollback',
  },
  detail: {
    title: 'Revision %{version}',
    yaml: 'Applied configuration',
    noYaml: 'This revision keeps no configuration.',
    loadFailed: 'The revision could not be loaded',
  },
  diff: {
    titleLatest: 'Revision %{version} and the latest configuration',
    titleRunning: 'Revision %{version} and the running configuration',
    base: 'Revision %{version}',
    latest: 'Latest configuration',
    running: 'Running configuration',
    same: 'There is no difference between the two configurations.',
    loadFailed: 'The configurations could not be compared',
  },
  confirm: {
    rollbackTerminated: 'This revision status is terminated, are you sure to rollback to this revision?',
  },
  notification: {
    copied: 'The application configuration copied successfully',
    rolledBack: 'Application rollback successfully',
  },
};
