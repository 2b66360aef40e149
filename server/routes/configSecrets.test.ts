import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

interface Config {
  name: string;
  project: string;
  properties?: Record<string, unknown>;
}

const hidden = '******';
const projectConfigs = '/api/v1/projects/default/configs';
const registryAuth = { username: 'ci', password: 'hunter2', email: 'ci@example.com' };

function create(name: string, template: string, properties: Record<string, unknown>) {
  return { name, template: { name: template }, properties: JSON.stringify(properties) };
}

/** The one config of a platform detail answer (the contract's list) or a project detail answer. */
const detailOf = (body: Config | Config[]) => (Array.isArray(body) ? body[0] : body);

describe('secrets in config properties', () => {
  let sandbox: Sandbox;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
    alice = await sandbox.login('alice');
    bob = await sandbox.login('bob');
    expectOk(
      await admin.post(
        projectConfigs,
        create('team-hub', 'image-registry', { registry: 'hub.team.io', auth: registryAuth }),
      ),
    );
  });
  afterEach(() => sandbox.close());

  it('never sends a Project Viewer the password of an image registry, listed or read', async () => {
    const hiddenAuth = { ...registryAuth, password: hidden };
    const listed = await bob.get<{ configs: Config[] }>(projectConfigs);
    expect(listed.body.configs[0].properties).toEqual({ registry: 'hub.team.io', auth: hiddenAuth });
    const read = await bob.get<Config>(`${projectConfigs}/team-hub`);
    expect(read.body.properties).toEqual({ registry: 'hub.team.io', auth: hiddenAuth });
    expect(read.text).not.toContain('hunter2');
  });

  it('refuses a reveal to who may not update the config, with the error body', async () => {
    const refused = await bob.get(`${projectConfigs}/team-hub?reveal=true`);
    expectError(refused, 403);
    expect(refused.text).not.toContain('hunter2');
  });

  it('hides the secrets from who may update too, and shows them only when asked', async () => {
    for (const user of [admin, alice]) {
      const plain = await user.get<Config>(`${projectConfigs}/team-hub`);
      expect(plain.body.properties).toMatchObject({ auth: { password: hidden } });
      const revealed = await user.get<Config>(`${projectConfigs}/team-hub?reveal=true`);
      expect(revealed.body.properties).toEqual({ registry: 'hub.team.io', auth: registryAuth });
    }
    const listed = await admin.get<{ configs: Config[] }>(`${projectConfigs}?reveal=true`);
    expect(listed.text).not.toContain('hunter2');
  });

  it('keeps the stored secret when a write sends the hidden value back, and answers it hidden', async () => {
    const edited = { registry: 'hub2.team.io', auth: { ...registryAuth, username: 'bot', password: hidden } };
    const updated = await alice.put<Config>(`${projectConfigs}/team-hub`, {
      alias: 'Team',
      description: '',
      properties: JSON.stringify(edited),
    });
    expectOk(updated);
    expect(updated.body.properties).toEqual(edited);
    const stored = await admin.get<Config>(`${projectConfigs}/team-hub?reveal=true`);
    expect(stored.body.properties).toEqual({
      registry: 'hub2.team.io',
      auth: { ...registryAuth, username: 'bot' },
    });

    const retyped = { registry: 'hub2.team.io', auth: { ...registryAuth, password: 'new-one' } };
    await alice.put(`${projectConfigs}/team-hub`, { properties: JSON.stringify(retyped) });
    expect((await admin.get<Config>(`${projectConfigs}/team-hub?reveal=true`)).body.properties).toEqual(
      retyped,
    );
  });

  it('never stores the hidden value where there is no secret to keep', async () => {
    const masked = create('other-hub', 'image-registry', { auth: { ...registryAuth, password: hidden } });
    expectError(await admin.post(projectConfigs, masked), 400);
    expectError(await admin.get(`${projectConfigs}/other-hub`), 16006);
  });

  it('hides platform config secrets everywhere, and a project path cannot reveal them', async () => {
    const token = {
      endpoint: 'http://grafana.example.com',
      credential: { username: 'viewer', token: 'glsa_x' },
    };
    expectOk(await admin.post('/api/v1/configs', create('grafana', 'grafana', token)));
    const hiddenToken = { ...token, credential: { username: 'viewer', token: hidden } };

    const listed = await admin.get<{ configs: Config[] }>('/api/v1/configs');
    expect(listed.body.configs[0].properties).toEqual(hiddenToken);
    const read = await admin.get<Config[]>('/api/v1/configs/grafana');
    expect(detailOf(read.body).properties).toEqual(hiddenToken);
    const revealed = await admin.get<Config[]>('/api/v1/configs/grafana?reveal=true');
    expect(detailOf(revealed.body).properties).toEqual(token);

    const fallback = await alice.get<Config>(`${projectConfigs}/grafana`);
    expect(fallback.body).toMatchObject({ project: '', properties: hiddenToken });
    expectError(await alice.get(`${projectConfigs}/grafana?reveal=true`), 403);
    expect(
      detailOf((await admin.get<Config>(`${projectConfigs}/grafana?reveal=true`)).body).properties,
    ).toEqual(token);
  });

  it.each([
    ['dex-connector', { type: 'github', github: { clientID: 'id', clientSecret: 's3', redirectURI: 'u' } }],
    ['dex-connector', { type: 'ldap', ldap: { host: 'h', bindDN: 'cn=x', bindPW: 's3' } }],
    ['nacos-server', { client: { endpoint: 'e', accessKey: 's3', secretKey: 's3', password: 's3' } }],
    ['helm-repository', { url: 'https://charts.example.com', username: 'u', password: 's3', caFile: 's3' }],
  ])('hides every secret of %s, by key or by the template', async (template, properties) => {
    expectOk(await admin.post('/api/v1/configs', create('secrets', template, properties)));
    const read = await admin.get<Config[]>('/api/v1/configs/secrets');
    expect(read.text).not.toContain('s3');
    const revealed = await admin.get<Config[]>('/api/v1/configs/secrets?reveal=true');
    expect(detailOf(revealed.body).properties).toEqual(properties);
  });

  it('leaves an empty secret empty: it hides nothing', async () => {
    const properties = { url: 'https://charts.example.com', username: 'u', password: '' };
    expectOk(await admin.post('/api/v1/configs', create('open', 'helm-repository', properties)));
    expect(detailOf((await admin.get<Config[]>('/api/v1/configs/open')).body).properties).toEqual(properties);
  });
});
