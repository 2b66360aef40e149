/**
 * The typed source catalog of the shell (`vela.*`); `zh.ts` must satisfy the same shape. Resource strings
 * live in `resources/<r>/messages.ts` (each feature gives them), the screen kit's in
 * `src/common/kit/messages.ts` (see catalogs/enCatalog.ts).
 */
export const en = {
  vela: {
    appName: 'KubeVela',
    tagline: 'Make shipping applications more enjoyable.',
    // KubeVela terms, kept together so every screen names them the same way.
    glossary: {
      application: 'Application',
      component: 'Component',
      trait: 'Trait',
      policy: 'Policy',
      workflow: 'Workflow',
      pipeline: 'Pipeline',
      environment: 'Environment',
      target: 'Target',
      cluster: 'Cluster',
      project: 'Project',
      addon: 'Addon',
      definition: 'Definition',
      config: 'Config',
      plugin: 'Plugin',
    },
    workspace: {
      continuousDelivery: 'Continuous Delivery',
      extension: 'Extension',
      admin: 'Administrator',
    },
    menu: {
      applications: 'Applications',
      pipelines: 'Pipelines',
      environments: 'Environments',
      projects: 'Projects',
      addons: 'Addons',
      definitions: 'Definitions',
      clusters: 'Clusters',
      configs: 'Global Configs',
      platformProjects: 'Projects',
      users: 'Users',
      settings: 'Settings',
      opensInNewTab: '(opens in a new tab)',
    },
    topBar: {
      workspaces: 'Workspaces',
      openNavigation: 'Open the navigation',
      navigation: 'Navigation',
      cloudShell: 'Cloud Shell',
      settings: 'Platform Settings',
      neatLayout: 'Switch to the neat layout',
      defaultLayout: 'Switch to the default layout',
      language: 'Language',
      userMenu: 'User menu',
      theme: { label: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
    },
    login: {
      title: 'Sign in to KubeVela',
      username: 'Username',
      password: 'Password',
      submit: 'Sign in',
      usernameRequired: 'Please input the username',
      passwordRule: 'The password should be 8-16 bits and contain at least one number and one letter',
      networkError: 'Please check the network or contact the administrator!',
      redirecting: 'Redirecting to the single sign-on provider…',
      unsafeSsoTitle: 'Single sign-on is unavailable',
      unsafeSsoAddress:
        'The single sign-on address is not an http or https address, so the console will not open it. Ask an administrator to correct the Vela address in the platform settings.',
    },
    initAdmin: {
      title: 'Reset the password and email for the administrator account',
      name: 'Admin Username',
      password: 'Password',
      email: 'Email',
      submit: 'OK',
      invalidName: 'You must input a valid name',
      passwordRule: 'Password should be 8-16 bits and contain at least one number and one letter',
      invalidEmail: 'Please input a valid email',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      success: 'Admin User Initialized Successfully',
    },
    session: {
      expiredTitle: 'The token is expired(12010)',
      expiredText: 'Authentication failed, please log in again',
      ok: 'OK',
    },
    httpError: {
      withAdvice: '%{text}, please check the network or contact the administrator!',
      other: 'other connect error(%{status})!',
      status: {
        400: '400 BadRequest',
        401: '401 Unauthorized',
        403: '403 Forbidden',
        404: '404 NotFound',
        408: '408 TimeOut',
        500: '500 InternalServerError',
        501: '501 ServerNotImplements',
        502: '502 GatewayError',
        503: '503 InternalServerUnavailable',
        504: '504 GatewayTimeout',
      },
    },
    callback: {
      signingIn: 'Signing you in…',
      dexError: 'Dex Error',
      retry: 'Retry',
    },
    notFound: {
      title: 'The route is not exist(404)',
      back: 'Back to applications',
    },
    objectNotFound: {
      title: '%{kind} %{name} does not exist',
      text: 'It may have been deleted, or the address may be mistyped.',
      back: 'Back to %{place}',
    },
    accessDenied: {
      title: 'Access denied',
      text: "You don't have the right permissions to access this page",
      back: 'Back to applications',
    },
    authenticationError: {
      title: 'Authentication error',
      text: 'The authentication server returned an error and your credentials could not be checked.',
      signInAgain: 'Sign in again',
    },
    error: {
      title: 'An unexpected error happened',
      details: 'Details',
    },
    page: {
      loading: 'Loading…',
    },
    project: {
      tabs: {
        summary: 'Summary',
        applications: 'Applications',
        pipelines: 'Pipelines',
        roles: 'Roles',
        members: 'Members',
      },
      platformList: 'Project management',
    },
    definition: {
      types: {
        component: 'Component',
        trait: 'Trait',
        policy: 'Policy',
        workflowstep: 'Workflow Step',
      },
    },
    cloudShell: {
      preparing: 'Prepare The Cloud Shell',
      preparingStatus: 'Preparing the cloud shell',
      notEnabledTitle: 'CloudShell feature is not enabled',
      notEnabled: 'You must enable the CloudShell addon first',
      goToEnable: 'Go to enable',
      fullScreen: 'Full Screen',
      terminal: 'Cloud shell terminal',
      failed: 'The cloud shell could not be prepared',
    },
  },
};

export type VelaMessages = typeof en;
