/** English strings of the platform settings page, shown under `vela.settings.*`; messages.zh.ts has the same shape. */
export const en = {
  title: 'Platform Settings',
  loadFailed: 'The platform settings could not be loaded',
  version: {
    title: 'Version',
    velaVersion: 'Version',
    gitVersion: 'Git Version',
    platformID: 'Platform ID',
    installTime: 'Install Time',
  },
  auth: {
    title: 'User authentication configuration',
    loginType: 'User login mode',
    local: 'Local',
    dex: 'SSO by dex',
    velaAddress: 'VelaUX address',
    velaAddressHelp: 'The address users open the console at; single sign-on sends them back to it',
    defaultProjects: 'Setting the default projects for the dex login user',
    project: 'Project',
    roles: 'Roles',
  },
  collection: {
    title: 'User experience improvement plan',
    enable: 'Contribution',
    sentTo:
      'While this is on, this console sends %{address} the platform ID, version, cluster and application counts, enabled addons, most used definitions, and the browser language, name, version and screen size, at most once a day.',
    noAddress:
      'No collection address is configured (VELA_TELEMETRY_URL), so this console sends nothing, whatever this switch says.',
  },
  validation: {
    loginType: 'Please select the user login mode',
    velaAddress: 'Please enter the VelaUX address',
    project: 'Please select a project',
    roles: 'Please select at least one role',
  },
  submit: 'Submit',
  notification: {
    updated: 'Platform settings updated successfully',
  },
  guide: {
    close: 'Close',
    dexTitle: 'No dex connector configurations',
    dexText: 'Before enabling SSO, you must add at least one dex connector configuration.',
    dexAction: 'Add a dex connector',
    emailTitle: 'The email address of administrator is empty',
    emailText: 'Please set a email address for the administrator, it must same as the SSO account.',
    emailAction: 'Go to users',
  },
};
