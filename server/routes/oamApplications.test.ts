import { createSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

const path = '/v1/namespaces/default/applications/raw';

describe('OAM applications applied by namespace', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = createSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('applies, reads and deletes an Application; only the platform admin may', async () => {
    const spec = { components: [{ name: 'web', type: 'webservice', properties: { image: 'nginx' } }] };
    expectError(await admin.post(`${path}?dryRun=Some`, spec), 10027);
    expectOk(await admin.post(`${path}?dryRun=All`, spec));
    expect((await admin.get(path)).status).toBe(404);

    expectOk(await admin.post(path, spec));
    const read = await admin.get(path);
    expectOk(read);
    expect(read.body).toMatchObject({
      kind: 'Application',
      spec,
      status: { status: 'running', services: [{ name: 'web' }] },
    });

    const alice = await sandbox.login('alice');
    expectError(await alice.get(path), 403);
    expectOk(await admin.delete(path));
    expectOk(await admin.delete(path));
    expect((await admin.get(path)).body).toMatchObject({
      Message: 'applications.core.oam.dev "raw" not found',
    });
    expectError(await admin.post(path, { components: 'x' }), 400);
  });

  it('holds the Application to the targets of the project whose environment owns the namespace', async () => {
    const web = { name: 'web', type: 'webservice', properties: { image: 'nginx' } };
    const unowned = await admin.post('/v1/namespaces/team-a/applications/raw', { components: [web] });
    expectError(unowned, 10000);
    expect(unowned.body).toMatchObject({ Message: expect.stringContaining('namespace team-a') });

    const elsewhere = {
      components: [web],
      policies: [
        { name: 'away', type: 'topology', properties: { clusters: ['prod-cluster'], namespace: 'shop' } },
      ],
      workflow: { steps: [{ name: 'deploy', type: 'deploy', properties: { policies: ['away'] } }] },
    };
    const refused = await admin.post(`${path}?dryRun=All`, elsewhere);
    expectError(refused, 10000);
    expect(refused.body).toMatchObject({
      Message: expect.stringContaining('cluster prod-cluster, namespace shop'),
    });
    expectError(await admin.post(path, elsewhere), 10000);
    expect((await admin.get(path)).status).toBe(404);

    const shop = await admin.post('/v1/namespaces/shop-prod/applications/raw', elsewhere);
    expectOk(shop);
  });
});
