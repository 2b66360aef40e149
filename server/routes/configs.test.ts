import type { Schemas } from '../testing';
import { createSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type Templates = Schemas['v1.ListConfigTemplateResponse'];
type TemplateDetail = Schemas['v1.ConfigTemplateDetail'];
type UIParameter = Schemas['schema.UIParameter'];

interface Config {
  name: string;
  namespace: string;
  project: string;
  template: { name: string; namespace: string };
  sensitive: boolean;
  shared: boolean;
  alias: string;
  properties?: Record<string, unknown>;
  targets: unknown[];
}

function nacos(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'nacos-app',
    alias: 'App config',
    description: '',
    template: { name: 'nacos-config' },
    properties: JSON.stringify({ dataId: 'app', content: { greeting: 'hello' } }),
    ...overrides,
  };
}

describe('config templates and platform configs', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = createSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('lists the shipped templates by alias and filters project-scoped ones for a project', async () => {
    const all = await admin.get<Templates>('/api/v1/config_templates');
    expect(all.body.templates.map((t) => t.name)).toEqual([
      'dex-connector',
      'grafana',
      'helm-repository',
      'image-registry',
      'nacos-config',
      'nacos-server',
      'terraform-alibaba',
    ]);
    const project = await admin.get<Templates>('/api/v1/projects/default/config_templates');
    expect(project.body.templates.map((t) => [t.name, t.scope])).toEqual([
      ['helm-repository', 'project'],
      ['image-registry', 'project'],
      ['terraform-alibaba', 'project'],
    ]);
  });

  it('renders a template UI schema from its schema, patched by the custom one', async () => {
    const detail = await admin.get<TemplateDetail>('/api/v1/config_templates/image-registry');
    expect(JSON.parse(detail.body.schema)).toMatchObject({ properties: { registry: { type: 'string' } } });
    const keys = detail.body.uiSchema.map((p) => [p.jsonKey, p.sort, p.uiType]);
    expect(keys).toEqual([
      ['registry', 1, 'Input'],
      ['insecure', 3, 'Switch'],
      ['useHTTP', 5, 'Switch'],
      ['auth', 103, 'Group'],
    ]);
    const auth = detail.body.uiSchema[3].subParameters as UIParameter[];
    expect(auth.map((p) => [p.jsonKey, p.uiType, p.validate?.required])).toEqual([
      ['username', 'Input', true],
      ['password', 'Password', true],
      ['email', 'Input', undefined],
    ]);
    const nacosDetail = await admin.get<TemplateDetail>(
      '/api/v1/config_templates/nacos-config?namespace=vela-system',
    );
    const contentType = nacosDetail.body.uiSchema.find((p) => p.jsonKey === 'contentType');
    expect(contentType).toMatchObject({ uiType: 'Select', validate: { defaultValue: 'json' } });
    expectError(await admin.get('/api/v1/config_templates/ghost'), 16005);
    expectError(await admin.get('/api/v1/config_templates/grafana?namespace=default'), 16005);
  });

  it('creates, reads, updates and deletes a platform config', async () => {
    const created = await admin.post<Config>('/api/v1/configs', nacos());
    expect(created.body).toMatchObject({
      name: 'nacos-app',
      namespace: 'vela-system',
      project: '',
      template: { name: 'nacos-config', namespace: 'vela-system' },
      properties: { dataId: 'app', content: { greeting: 'hello' } },
      shared: false,
      targets: [],
    });
    const listed = await admin.get<{ configs: Config[] }>('/api/v1/configs?template=nacos-config');
    expect(listed.body.configs.map((c) => c.name)).toEqual(['nacos-app']);
    expect(
      (await admin.get<{ configs: Config[] }>('/api/v1/configs?template=dex-connector')).body.configs,
    ).toEqual([]);

    const detail = await admin.get<Config[]>('/api/v1/configs/nacos-app');
    expect(detail.body[0].alias).toBe('App config');
    const changed = JSON.stringify({ dataId: 'app', content: {}, group: 'G' });
    const updated = await admin.put<Config[]>('/api/v1/configs/nacos-app', {
      alias: 'Changed',
      properties: changed,
    });
    expect(updated.body[0]).toMatchObject({ alias: 'Changed', properties: { group: 'G' } });
    expectOk(await admin.delete('/api/v1/configs/nacos-app'));
    expectError(await admin.get('/api/v1/configs/nacos-app'), 16006);
    expectError(await admin.delete('/api/v1/configs/nacos-app'), 16006);
  });

  it('refuses taken names, unknown templates, bad properties and unknown configs', async () => {
    await admin.post('/api/v1/configs', nacos());
    expectError(await admin.post('/api/v1/configs', nacos()), 16003);
    expectError(
      await admin.post('/api/v1/configs', nacos({ name: 'x1', template: { name: 'ghost' } })),
      16005,
    );
    expectError(await admin.post('/api/v1/configs', nacos({ name: 'x2', properties: '{not json' })), 400);
    expectError(await admin.post('/api/v1/configs', nacos({ name: 'x3', properties: '' })), 400);
    expectError(await admin.post('/api/v1/configs', nacos({ name: 'x5', properties: '[1]' })), 400);
    const missingField = nacos({ name: 'x4', properties: JSON.stringify({ content: {} }) });
    const refused = await admin.post<{ Message: string }>('/api/v1/configs', missingField);
    expectError(refused, 400);
    expect(refused.body.Message).toContain("must have required property 'dataId'");
    expectError(await admin.post('/api/v1/configs', nacos({ name: 'Bad Name' })), 400);
    expectError(await admin.put('/api/v1/configs/ghost', { properties: '{}' }), 16006);
  });

  it('never shows a sensitive config', async () => {
    const credentials = { ALICLOUD_ACCESS_KEY: 'ak', ALICLOUD_SECRET_KEY: 'sk' };
    const created = await admin.post<Config>('/api/v1/configs', {
      name: 'aliyun',
      template: { name: 'terraform-alibaba' },
      properties: JSON.stringify(credentials),
    });
    expect(created.body.sensitive).toBe(true);
    expect(created.body.properties).toBeUndefined();
    expectError(await admin.get('/api/v1/configs/aliyun'), 16001);
    expectError(
      await admin.put('/api/v1/configs/aliyun', { properties: JSON.stringify(credentials) }),
      16001,
    );
    const providers = await admin.get('/api/v1/projects/default/providers');
    expect(providers.body).toMatchObject({
      providers: [{ name: 'aliyun', provider: 'alibaba', region: 'cn-beijing' }],
    });
    expectOk(await admin.delete('/api/v1/configs/aliyun'));
  });

  it('refuses to change the secret type of an image registry (16008)', async () => {
    await admin.post('/api/v1/configs', {
      name: 'hub',
      template: { name: 'image-registry' },
      properties: JSON.stringify({ registry: 'hub.example.com' }),
    });
    const withAuth = JSON.stringify({ registry: 'hub.example.com', auth: { username: 'u', password: 'p' } });
    expectError(await admin.put('/api/v1/configs/hub', { properties: withAuth }), 16008);
  });

  it('keeps platform configs from app developers', async () => {
    const alice = await sandbox.login('alice');
    expectError(await alice.get('/api/v1/configs'), 403);
    expectError(await alice.get('/api/v1/config_templates'), 403);
    expectError(await alice.post('/api/v1/configs', nacos()), 403);
  });
});
