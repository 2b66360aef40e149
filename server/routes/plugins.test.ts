import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type PluginList = Schemas['v1.ListPluginResponse'];
type Plugin = Schemas['v1.PluginDTO'];
type ManagedPlugin = Schemas['v1.ManagedPluginDTO'];
type ManagedList = { plugins: ManagedPlugin[] };

describe('plugins', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('manages the installed plugins, none enabled at first', async () => {
    const managed = await admin.get<ManagedList>('/api/v1/manage/plugins');
    expectOk(managed);
    expect(managed.body.plugins.map((plugin) => [plugin.id, plugin.class, plugin.enabled])).toEqual([
      ['app-demo', 'external', false],
      ['definition-demo', 'core', false],
    ]);
    expect(managed.body.plugins[0]).toMatchObject({
      baseURL: 'public/plugins/app-demo',
      module: 'plugins/app-demo/module',
      defaultNavURL: '/plugins/app-demo',
      info: { logos: { small: 'public/plugins/app-demo/img/logo.svg' } },
    });
    expect(managed.body.plugins[1]).toMatchObject({
      baseURL: 'public/app/plugins/definition/definition-demo',
      info: { logos: { small: 'public/img/icn-definition.svg' } },
    });
    expect((await admin.get<PluginList>('/api/v1/plugins')).body.plugins).toEqual([]);
    expectError(await admin.get('/api/v1/manage/plugins/ghost'), 18001);
  });

  it('enables and disables a plugin; only enabled app pages are offered to the menu', async () => {
    const enabled = await admin.post<ManagedPlugin>('/api/v1/manage/plugins/app-demo/enable', {
      jsonData: { title: 'Demo' },
      secureJsonData: { token: 'secret' },
    });
    expectOk(enabled);
    expect(enabled.body).toMatchObject({
      enabled: true,
      jsonSetting: { title: 'Demo' },
      secureJsonFields: { token: true },
    });
    expectError(await admin.post('/api/v1/manage/plugins/app-demo/enable', {}), 18004);
    await admin.post('/api/v1/manage/plugins/definition-demo/enable', {});

    const menu = await admin.get<PluginList>('/api/v1/plugins');
    expect(menu.body.plugins.map((plugin) => plugin.id)).toEqual(['app-demo']);
    const detail = await admin.get<Plugin>('/api/v1/plugins/definition-demo');
    expect(detail.body.type).toBe('definition');

    expect((await admin.post<ManagedPlugin>('/api/v1/manage/plugins/app-demo/disable')).body.enabled).toBe(
      false,
    );
    expectError(await admin.post('/api/v1/manage/plugins/app-demo/disable'), 18005);
  });

  it('saves settings of an enabled plugin only', async () => {
    expectError(await admin.post('/api/v1/manage/plugins/app-demo/setting', { jsonData: {} }), 18005);
    await admin.post('/api/v1/manage/plugins/app-demo/enable', {});
    const saved = await admin.post<ManagedPlugin>('/api/v1/manage/plugins/app-demo/setting', {
      jsonData: { refresh: 30 },
      secureJsonData: {},
    });
    expect(saved.body).toMatchObject({ jsonSetting: { refresh: 30 }, secureJsonFields: {} });
    expect((await admin.get<ManagedPlugin>('/api/v1/manage/plugins/app-demo')).body.jsonSetting).toEqual({
      refresh: 30,
    });
  });

  it('keeps the secure values a save does not name, and drops those it resets', async () => {
    await admin.post('/api/v1/manage/plugins/app-demo/enable', {
      jsonData: { greeting: 'hi' },
      secureJsonData: { apiToken: 'one', password: 'two' },
    });
    const setting = '/api/v1/manage/plugins/app-demo/setting';
    const kept = await admin.post<ManagedPlugin>(setting, { jsonData: { greeting: 'hello' } });
    expect(kept.body).toMatchObject({
      jsonSetting: { greeting: 'hello' },
      secureJsonFields: { apiToken: true, password: true },
    });
    const reset = await admin.post<ManagedPlugin>(setting, {
      jsonData: { greeting: 'hello' },
      secureJsonData: { apiToken: null, password: 'three' },
    });
    expect(reset.body.secureJsonFields).toEqual({ password: true });
  });

  it('offers node-dashboard through the velaux addon, with the package to install it from', async () => {
    const addons = await admin.get<{ addons: { name: string; uxPlugins?: Record<string, string> }[] }>(
      '/api/v1/addons',
    );
    expect(addons.body.addons.find((addon) => addon.name === 'velaux')?.uxPlugins).toEqual({
      'node-dashboard': 'https://kubevela.github.io/velaux/plugins/node-dashboard-v1.0.0.tgz',
    });
  });

  it('installs a catalogue plugin (enabled at once) and uninstalls it', async () => {
    expectError(await admin.get('/api/v1/plugins/node-dashboard'), 18001);
    expectError(await admin.post('/api/v1/manage/plugins/node-dashboard/install', {}), 400);
    expectError(
      await admin.post('/api/v1/manage/plugins/ghost-plugin/install', { url: 'https://x/p.tgz' }),
      400,
    );
    const installed = await admin.post<ManagedPlugin>('/api/v1/manage/plugins/node-dashboard/install', {
      url: 'https://example.com/node-dashboard.tar.gz',
    });
    expectOk(installed);
    expect(installed.body).toMatchObject({
      enabled: true,
      backend: true,
      proxy: true,
      backendType: 'kube-api',
    });
    expect((await admin.get<PluginList>('/api/v1/plugins')).body.plugins.map((plugin) => plugin.id)).toEqual([
      'node-dashboard',
    ]);
    expectOk(await admin.post('/api/v1/manage/plugins/node-dashboard/uninstall'));
    expectError(await admin.get('/api/v1/manage/plugins/node-dashboard'), 18001);
    expectError(await admin.post('/api/v1/manage/plugins/definition-demo/uninstall'), 400);
  });

  it('lets any user read the menu plugins but only admins manage them', async () => {
    const alice = await sandbox.login('alice');
    expectOk(await alice.get('/api/v1/plugins'));
    expectOk(await alice.get('/api/v1/plugins/app-demo'));
    expectError(await alice.get('/api/v1/manage/plugins'), 403);
    expectError(await alice.post('/api/v1/manage/plugins/app-demo/enable', {}), 403);
  });
});
