import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { askedFor, renderWithFakeServer } from '@src/test/fakeServer';
import { currentPath } from '@src/test/renderConsole';
import { developerUser } from '@src/test/users';
import { useState } from 'react';
import { vi } from 'vitest';
import type { LoadedPlugin } from './pluginModule';
import type * as pluginModule from './pluginModule';
import { importPluginModule } from './pluginModule';
import { managedPlugin, shellAnswers } from './testing/pluginFixtures';
import type { AppRootProps, PluginConfigPageProps } from './velaux/data';
import { getLanguage } from './velaux/locale';

// The browser imports a plugin's module from the server; here the module is a stand-in.
vi.mock('./pluginModule', async (importOriginal) => ({
  ...(await importOriginal<typeof pluginModule>()),
  importPluginModule: vi.fn(),
}));

// The language is the one @velaux/ui's getLanguage() gives a plugin.
const Root = ({ meta, basename }: AppRootProps) => (
  <p>
    Root of {meta.name} at {basename} in {getLanguage()}, greeting{' '}
    {'jsonSetting' in meta && meta.jsonSetting ? String(meta.jsonSetting.greeting) : 'none'}
  </p>
);

/** A signed-in developer, who may not manage plugins. */
const asDeveloper = { ...shellAnswers, 'GET /api/v1/auth/user_info': { body: developerUser } };
/** The same developer once the demo plugin is enabled. */
const asDeveloperWithDemo = {
  ...asDeveloper,
  'GET /api/v1/plugins': { body: { plugins: [managedPlugin({ enabled: true })] } },
};

const Settings = ({ plugin, onJSONDataChange, onSecureJSONDataChange }: PluginConfigPageProps) => {
  const [greeting, setGreeting] = useState(String(plugin.meta.jsonSetting.greeting ?? ''));
  return (
    <>
      <label>
        Greeting
        <input
          value={greeting}
          onChange={(event) => {
            setGreeting(event.target.value);
            onJSONDataChange('greeting', event.target.value);
          }}
        />
      </label>
      <label>
        API token
        <input type="password" onChange={(event) => onSecureJSONDataChange('apiToken', event.target.value)} />
      </label>
    </>
  );
};

const demoModule: LoadedPlugin = {
  root: Root,
  configPages: [{ id: 'settings', title: 'Settings', body: Settings }],
  resources: [],
};

function requestBody(fetch: ReturnType<typeof renderWithFakeServer>['fetch'], path: string): unknown {
  const [, init] = fetch.mock.calls.find(([input]) => String(input).endsWith(path)) ?? [];
  return JSON.parse(String(init?.body));
}

const detail = 'GET /api/v1/manage/plugins/app-demo';

describe('the plugin config page', () => {
  beforeEach(() => {
    signIn();
    vi.mocked(importPluginModule).mockReset().mockResolvedValue(demoModule);
  });

  it('shows what the plugin is and saves its settings while enabling it', async () => {
    const { user, fetch } = renderWithFakeServer('/manage/plugins/app-demo/config', {
      ...shellAnswers,
      [detail]: { body: managedPlugin() },
      'POST /api/v1/manage/plugins/app-demo/enable': {
        body: managedPlugin({
          enabled: true,
          jsonSetting: { greeting: 'Hi' },
          secureJsonFields: { apiToken: true },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo App' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('1.0.0')).toBeInTheDocument();
    expect(within(main).getByText('KubeVela')).toBeInTheDocument();
    expect(within(main).getByText('Disabled')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Greeting'), 'Hi');
    await user.type(screen.getByLabelText('API token'), 's3cret');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Enable' }));
    expect(await screen.findByText('Plugin enabled')).toBeInTheDocument();
    expect(requestBody(fetch, '/app-demo/enable')).toEqual({
      jsonData: { greeting: 'Hi' },
      secureJsonData: { apiToken: 's3cret' },
    });
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable Demo App' })).toBeInTheDocument();
  });

  it('never sends the secure values the user left alone, so the saved ones stay', async () => {
    const enabled = managedPlugin({
      enabled: true,
      jsonSetting: { greeting: 'Hi' },
      secureJsonFields: { apiToken: true },
    });
    const { user, fetch } = renderWithFakeServer('/manage/plugins/app-demo/config', {
      ...shellAnswers,
      [detail]: { body: enabled },
      'POST /api/v1/manage/plugins/app-demo/setting': { body: enabled },
    });
    await user.type(await screen.findByLabelText('Greeting'), ' there');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Setting saved')).toBeInTheDocument();
    expect(requestBody(fetch, '/app-demo/setting')).toEqual({
      jsonData: { greeting: 'Hi there' },
      secureJsonData: {},
    });
  });

  it('shows a refusal beside the buttons and keeps what was typed', async () => {
    const { user } = renderWithFakeServer('/manage/plugins/app-demo/config', {
      ...shellAnswers,
      [detail]: { body: managedPlugin({ enabled: true }) },
      'POST /api/v1/manage/plugins/app-demo/setting': {
        status: 400,
        body: { BusinessCode: 18005, Message: 'the plugin is already disabled' },
      },
    });
    await user.type(await screen.findByLabelText('Greeting'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('the plugin is already disabled(18005)')).toBeInTheDocument();
    expect(screen.getByLabelText('Greeting')).toHaveValue('Hello');
  });

  it('says so when the plugin has no config page', async () => {
    vi.mocked(importPluginModule).mockResolvedValue({ root: Root, configPages: [], resources: [] });
    renderWithFakeServer('/manage/plugins/app-demo/config', {
      ...shellAnswers,
      [detail]: { body: managedPlugin() },
    });
    expect(await screen.findByText('No config app page component found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save & Enable' })).toBeInTheDocument();
  });

  it('uninstalls after asking, then returns to the plugin list', async () => {
    const { user, fetch } = renderWithFakeServer('/manage/plugins/app-demo/config', {
      ...shellAnswers,
      [detail]: { body: managedPlugin() },
      'POST /api/v1/manage/plugins/app-demo/uninstall': { body: {} },
      'GET /api/v1/manage/plugins': { body: { plugins: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Uninstall' }));
    const question = await screen.findByRole('dialog', { name: 'Uninstall the plugin Demo App?' });
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentPath()).toBe('/manage/plugins'));
    expect(await screen.findByText('There are no plugins')).toBeInTheDocument();
    expect(askedFor(fetch)).toContain('POST /api/v1/manage/plugins/app-demo/uninstall');
  });

  it('names an unknown plugin', async () => {
    renderWithFakeServer('/manage/plugins/ghost/config', {
      ...shellAnswers,
      'GET /api/v1/manage/plugins/ghost': {
        status: 404,
        body: { BusinessCode: 18001, Message: 'the plugin is not exist' },
      },
    });
    expect(await screen.findByText('Unknown Plugin')).toBeInTheDocument();
    expect(screen.getByText('the plugin is not exist(18001)')).toBeInTheDocument();
  });
});

describe('a plugin app page', () => {
  beforeEach(() => {
    signIn();
    vi.mocked(importPluginModule).mockReset().mockResolvedValue(demoModule);
  });

  it('renders the root page of the plugin module with its settings, and its menu in the navigation', async () => {
    const enabled = managedPlugin({ enabled: true, jsonSetting: { greeting: 'Hi' } });
    const { fetch } = renderWithFakeServer('/plugins/app-demo', {
      ...shellAnswers,
      'GET /api/v1/plugins': { body: { plugins: [enabled] } },
      'GET /api/v1/manage/plugins/app-demo': { body: enabled },
    });
    expect(
      await screen.findByText('Root of Demo App at /plugins/app-demo in en, greeting Hi'),
    ).toBeInTheDocument();
    expect(vi.mocked(importPluginModule)).toHaveBeenCalledWith(
      expect.objectContaining({ module: 'plugins/app-demo/module' }),
    );
    const sideNav = await screen.findByRole('navigation', { name: 'Extension' });
    const demo = await within(sideNav).findByRole('list', { name: 'Demo' });
    expect(within(demo).getByRole('link', { name: 'Demo App' })).toHaveAttribute('aria-current', 'page');
    expect(askedFor(fetch)).not.toContain('GET /api/v1/plugins/app-demo');
  });

  it('hands a user who may not manage plugins the public description only', async () => {
    const { fetch } = renderWithFakeServer('/plugins/app-demo', {
      ...asDeveloperWithDemo,
      'GET /api/v1/plugins/app-demo': { body: { ...managedPlugin(), jsonSetting: undefined } },
    });
    expect(
      await screen.findByText('Root of Demo App at /plugins/app-demo in en, greeting none'),
    ).toBeInTheDocument();
    expect(askedFor(fetch)).not.toContain('GET /api/v1/manage/plugins/app-demo');
  });

  it('says so when the module has no root page, or could not be loaded', async () => {
    vi.mocked(importPluginModule).mockResolvedValueOnce({ configPages: [], resources: [] });
    const answers = { ...asDeveloperWithDemo, 'GET /api/v1/plugins/app-demo': { body: managedPlugin() } };
    const { unmount } = renderWithFakeServer('/plugins/app-demo', answers);
    expect(await screen.findByText('No root app page component found')).toBeInTheDocument();
    unmount();
    vi.mocked(importPluginModule).mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    renderWithFakeServer('/plugins/app-demo', answers);
    expect(await screen.findByText('The plugin module could not be loaded')).toBeInTheDocument();
  });

  it("keeps a disabled plugin's page away, and leads only a plugin manager to its settings", async () => {
    const { unmount } = renderWithFakeServer('/plugins/app-demo', {
      ...shellAnswers,
      'GET /api/v1/manage/plugins/app-demo': { body: managedPlugin() },
    });
    expect(
      await screen.findByText('This plugin is disabled: its pages return once it is enabled again'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Config' })).toHaveAttribute(
      'href',
      '/manage/plugins/app-demo/config',
    );
    unmount();
    renderWithFakeServer('/plugins/app-demo', {
      ...asDeveloper,
      'GET /api/v1/plugins/app-demo': { body: managedPlugin() },
    });
    expect(
      await screen.findByText('This plugin is disabled: its pages return once it is enabled again'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Config' })).not.toBeInTheDocument();
    expect(vi.mocked(importPluginModule)).not.toHaveBeenCalled();
  });

  it('has no page for a definition plugin, and imports nothing for it', async () => {
    renderWithFakeServer('/plugins/definition-demo', {
      ...asDeveloper,
      'GET /api/v1/plugins/definition-demo': {
        body: managedPlugin({
          id: 'definition-demo',
          type: 'definition',
          module: 'app/plugins/definition/definition-demo/module',
        }),
      },
    });
    expect(await screen.findByText('No root app page component found')).toBeInTheDocument();
    expect(vi.mocked(importPluginModule)).not.toHaveBeenCalled();
  });

  it('names an unknown plugin', async () => {
    renderWithFakeServer('/plugins/ghost', {
      ...asDeveloper,
      'GET /api/v1/plugins/ghost': {
        status: 404,
        body: { BusinessCode: 18001, Message: 'the plugin is not exist' },
      },
    });
    expect(await screen.findByText('Unknown Plugin')).toBeInTheDocument();
  });
});
