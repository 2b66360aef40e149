import type { Schemas } from '../testing';
import { createSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';
import { createApp } from './deliveryTesting';

type ComponentBase = Schemas['v1.ComponentBase'];
type ComponentDetail = Schemas['v1.DetailComponentResponse'];
type ComponentList = Schemas['v1.ComponentListResponse'];
type Trait = Schemas['v1.ApplicationTrait'];

const base = '/api/v1/applications/shop/components';

describe('application components and traits', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = createSandbox({ runtimeStepSeconds: 0 });
    admin = await sandbox.login('admin');
    await createApp(admin, 'shop');
  });
  afterEach(() => sandbox.close());

  it('adds, lists, reads, updates and deletes components', async () => {
    const created = await admin.post<ComponentBase>(base, {
      name: 'worker',
      alias: 'Worker',
      componentType: 'worker',
      properties: '{"image":"busybox","cmd":["sleep","3600"]}',
      dependsOn: ['shop'],
      traits: [{ type: 'labels', properties: '{"a":"b"}' }],
    });
    expect(created.body).toMatchObject({
      name: 'worker',
      main: false,
      componentType: 'worker',
      dependsOn: ['shop'],
      creator: 'admin',
    });
    expectError(await admin.post(base, { name: 'worker', componentType: 'worker', properties: '{}' }), 10007);
    expectError(await admin.post(base, { name: 'x1', componentType: 'nope', properties: '{}' }), 10001);
    expectError(
      await admin.post(base, {
        name: 'x2',
        componentType: 'worker',
        traits: [
          { type: 'labels', properties: '{}' },
          { type: 'labels', properties: '{}' },
        ],
      }),
      10016,
    );

    const list = await admin.get<ComponentList>(base);
    expect(list.body.components.map((c) => [c.name, c.main])).toEqual([
      ['shop', true],
      ['worker', false],
    ]);
    const detail = await admin.get<ComponentDetail>(`${base}/worker`);
    expect(detail.body).toMatchObject({
      appPrimaryKey: 'shop',
      type: 'worker',
      properties: { image: 'busybox', cmd: ['sleep', '3600'] },
      definition: { workload: { definition: { apiVersion: 'apps/v1', kind: 'Deployment' } } },
      traits: [{ type: 'labels', properties: { a: 'b' } }],
    });

    const updated = await admin.put<ComponentBase>(`${base}/worker`, {
      alias: 'Background',
      properties: '{"image":"alpine"}',
    });
    expect(updated.body).toMatchObject({ alias: 'Background', dependsOn: ['shop'] });
    expect((await admin.get<ComponentDetail>(`${base}/worker`)).body.properties).toEqual({ image: 'alpine' });
    expectError(await admin.put(`${base}/worker`, { properties: '[1]' }), 10003);
    expectError(await admin.get(`${base}/ghost`), 10008);

    expectError(await admin.delete(`${base}/shop`), 10025);
    expectOk(await admin.delete(`${base}/worker`));
    expectError(await admin.delete(`${base}/worker`), 10008);
    expectError(await admin.get('/api/v1/applications/ghost/components'), 10012);
  });

  it('adds, updates and deletes traits', async () => {
    const added = await admin.post<Trait>(`${base}/shop/traits`, {
      type: 'gateway',
      alias: 'Route',
      properties: '{"domain":"shop.example.com","http":{"/":80}}',
    });
    expect(added.body).toMatchObject({ type: 'gateway', properties: { domain: 'shop.example.com' } });
    expectError(await admin.post(`${base}/shop/traits`, { type: 'gateway', properties: '{}' }), 10016);

    const updated = await admin.put<Trait>(`${base}/shop/traits/scaler`, {
      alias: 'Replicas',
      properties: '{"replicas":3}',
    });
    expect(updated.body).toMatchObject({ type: 'scaler', alias: 'Replicas', properties: { replicas: 3 } });
    expectError(await admin.put(`${base}/shop/traits/ghost`, { properties: '{}' }), 10015);

    const deleted = await admin.delete<Trait>(`${base}/shop/traits/gateway`);
    expect(deleted.body).toMatchObject({ type: 'gateway' });
    expectError(await admin.delete(`${base}/shop/traits/gateway`), 10015);
    expectError(await admin.post(`${base}/ghost/traits`, { type: 'x', properties: '{}' }), 10008);
    const detail = await admin.get<ComponentDetail>(`${base}/shop`);
    expect(detail.body.traits?.map((t) => t.type)).toEqual(['scaler']);
  });

  it('lets a viewer read components but not change them', async () => {
    const bob = await sandbox.login('bob');
    expectOk(await bob.get(base));
    expectOk(await bob.get(`${base}/shop`));
    expectError(await bob.post(base, { name: 'w', componentType: 'worker' }), 403);
    expectError(await bob.post(`${base}/shop/traits`, { type: 'labels', properties: '{}' }), 403);
    expectError(await bob.delete(`${base}/shop/traits/scaler`), 403);
  });
});
