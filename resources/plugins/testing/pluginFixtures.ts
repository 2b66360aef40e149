import type { ManagedPlugin } from '@dataProvider/verbs/plugins';
import type { FakeAnswers } from '@src/test/fakeServer';
import { adminUser } from '@src/test/users';

/** The demo app page as the sandbox manages it (ManagedPluginDTO), disabled and without settings. */
export function managedPlugin(overrides: Partial<ManagedPlugin> = {}): ManagedPlugin {
  return {
    id: 'app-demo',
    type: 'page-app',
    subType: '',
    name: 'Demo App',
    category: '',
    class: 'external',
    info: {
      author: { name: 'KubeVela', url: 'https://kubevela.io' },
      description: 'A sample app page',
      links: [],
      logos: { small: 'public/plugins/app-demo/img/logo.svg', large: 'public/plugins/app-demo/img/logo.svg' },
      build: {},
      screenshots: [],
      version: '1.0.0',
      updated: '2023-03-30',
    },
    includes: [
      {
        name: 'app-demo',
        label: 'Demo App',
        to: '/plugins/app-demo',
        type: 'Workspace',
        icon: '',
        workspace: { name: 'extension' },
        relatedRoute: ['/plugins/app-demo'],
        catalog: 'Demo',
      },
    ],
    defaultNavURL: '/plugins/app-demo',
    module: 'plugins/app-demo/module',
    baseURL: 'public/plugins/app-demo',
    backend: false,
    proxy: false,
    backendType: '',
    backendService: { name: '', namespace: '', port: 0 },
    enabled: false,
    jsonSetting: {},
    secureJsonFields: {},
    ...overrides,
  } as ManagedPlugin;
}

/** What the console asks around the plugin pages: who is signed in, no enabled plugin yet, no addon. */
export const shellAnswers: FakeAnswers = {
  'GET /api/v1/auth/user_info': { body: adminUser },
  'GET /api/v1/plugins': { body: { plugins: [] } },
  'GET /api/v1/addons': { body: { addons: [] } },
};
