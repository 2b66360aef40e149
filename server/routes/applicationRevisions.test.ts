import type { Schemas } from '../testing';
import { expectError, expectOk, type Sandbox, type Session } from '../testing';
import { advance, createApp, deploy, fixedClockSandbox } from './deliveryTesting';

type Revisions = Schemas['v1.ListRevisionsResponse'];
type Revision = Schemas['v1.DetailRevisionResponse'];
type Compare = Schemas['v1.AppCompareResponse'];
type DryRun = Schemas['v1.AppDryRunResponse'];

const app = '/api/v1/applications/shop';

describe('revisions, compare, dry run and reset', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = fixedClockSandbox(3);
    admin = await sandbox.login('admin');
    await createApp(admin, 'shop');
  });
  afterEach(() => sandbox.close());

  it('lists revisions newest first with env and status filters, and shows one with its YAML', async () => {
    const first = await deploy(admin, 'shop');
    await advance(sandbox, 3);
    const second = await deploy(admin, 'shop');
    const all = await admin.get<Revisions>(`${app}/revisions?page=1&pageSize=10`);
    expect(all.body.revisions.map((r) => [r.version, r.status])).toEqual([
      [second.version, 'running'],
      [first.version, 'complete'],
    ]);
    expect(all.body.revisions[0].deployUser).toEqual({ name: 'admin', alias: 'Administrator' });
    expect((await admin.get<Revisions>(`${app}/revisions?status=complete`)).body.total).toBe(1);
    expect((await admin.get<Revisions>(`${app}/revisions?envName=other`)).body).toEqual({
      revisions: [],
      total: 0,
    });

    const detail = await admin.get<Revision>(`${app}/revisions/${first.version}`);
    expect(detail.body).toMatchObject({
      appPrimaryKey: 'shop',
      revisionCRName: 'shop-v1',
      workflowName: 'workflow-default',
    });
    expect(detail.body.applyAppConfig).toContain('kind: Application');
    expect(detail.body.applyAppConfig).toContain(`app.oam.dev/publishVersion: ${first.record.name}`);
    expectError(await admin.get(`${app}/revisions/404`), 10018);
  });

  it('compares a revision, the latest configuration and what runs', async () => {
    const first = await deploy(admin, 'shop');
    await advance(sandbox, 3);
    const same = await admin.post<Compare>(`${app}/compare`, {
      compareLatestWithRunning: { env: 'default' },
    });
    expect(same.body).toMatchObject({ isDiff: false });
    expect(same.body.baseAppYAML).toContain('image: nginx:1.25');

    await admin.put(`${app}/components/shop`, { properties: '{"image":"nginx:1.26"}' });
    const changed = await admin.post<Compare>(`${app}/compare`, {
      compareLatestWithRunning: { env: 'default' },
    });
    expect(changed.body.isDiff).toBe(true);
    expect(changed.body.diffReport).toMatch(/^- +image: nginx:1\.25$/m);
    expect(changed.body.diffReport).toMatch(/^\+ +image: nginx:1\.26$/m);
    const withLatest = await admin.post<Compare>(`${app}/compare`, {
      compareRevisionWithLatest: { revision: first.version },
    });
    expect(withLatest.body.isDiff).toBe(true);
    const withRunning = await admin.post<Compare>(`${app}/compare`, {
      compareRevisionWithRunning: { revision: '' },
    });
    expect(withRunning.body.isDiff).toBe(false);
    expectError(await admin.post(`${app}/compare`, {}), 400);
  });

  it('dry-runs the app or a revision', async () => {
    const result = await admin.post<DryRun>(`${app}/dry-run`, {
      dryRunType: 'APP',
      workflow: 'workflow-default',
      env: '',
      version: '',
    });
    expect(result.body.success).toBe(true);
    expect(result.body.yaml.startsWith('---\n# Application(shop) \n---\n\n')).toBe(true);
    expect(result.body.yaml).toContain('# Application(shop) -- Component(shop) ');
    expect(result.body.yaml).toContain('kind: Deployment');

    await admin.put(`${app}/components/shop`, { properties: '{}' });
    const broken = await admin.post<DryRun>(`${app}/dry-run`, {
      dryRunType: 'APP',
      env: 'default',
      workflow: '',
      version: '',
    });
    expect(broken.body).toMatchObject({
      success: false,
      message: 'component shop: parameter "image" is required',
    });
    expectError(await admin.post(`${app}/dry-run`, { dryRunType: 'OTHER' }), 10027);
    const deployed = await deploy(admin, 'shop');
    const revision = await admin.post<DryRun>(`${app}/dry-run`, {
      dryRunType: 'REVISION',
      version: deployed.version,
      env: '',
      workflow: '',
    });
    expect(revision.body.yaml).toContain('# Application(shop) ');
  });

  it('resets the components to the newest revision', async () => {
    expectError(await admin.post(`${app}/reset`), 10018);
    await deploy(admin, 'shop');
    await admin.put(`${app}/components/shop`, { properties: '{"image":"changed"}' });
    await admin.post(`${app}/components`, {
      name: 'extra',
      componentType: 'worker',
      properties: '{"image":"x"}',
    });
    const reset = await admin.post(`${app}/reset`);
    expect(reset.body).toEqual({ isReset: true });
    const components = await admin.get<Schemas['v1.ComponentListResponse']>(`${app}/components`);
    expect(components.body.components.map((c) => c.name)).toEqual(['shop']);
    const detail = await admin.get<Schemas['v1.DetailComponentResponse']>(`${app}/components/shop`);
    expect(detail.body.properties).toMatchObject({ image: 'nginx:1.25' });
    const bob = await sandbox.login('bob');
    expectError(await bob.post(`${app}/reset`), 403);
    expectOk(await bob.get(`${app}/revisions`));
  });
});
