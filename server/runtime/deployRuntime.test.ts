import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, expectError, expectOk, type Sandbox, type Schemas, type Session } from '../testing';
import {
  advance,
  baseTime,
  createApp,
  deploy,
  fixedClockSandbox,
  phases,
  query,
  recordOf,
} from '../routes/deliveryTesting';

type PodList = { podList: { metadata: { name: string }; status: { phase: string; podIP?: string } }[] };
type PodDetail = {
  containers: {
    name: string;
    image: string;
    status: { state: Record<string, unknown>; restartCount: number };
  }[];
  events: { reason: string; type: string }[];
};
type Logs = { logs: string; info: { fromDate: string; toDate: string }; err?: string };
type Revisions = Schemas['v1.ListRevisionsResponse'];

const podsOf = (session: Session, app: string) =>
  query<PodList>(session, `component-pod-view{appName=${app}, appNs=default}`);

describe('runtime simulator: a deploy', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = fixedClockSandbox(3);
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('plays the steps one by one, starts pods and writes logs as the clock moves', async () => {
    await createApp(admin, 'shop');
    const workflow = await admin.put('/api/v1/applications/shop/workflows/workflow-default', {
      alias: 'Default Workflow',
      mode: 'StepByStep',
      subMode: 'DAG',
      default: true,
      steps: [
        {
          name: 'default',
          type: 'deploy',
          alias: 'Deploy To default',
          properties: { policies: ['default'] },
        },
        { name: 'notify', type: 'notification', properties: {} },
      ],
    });
    expectOk(workflow);

    const deployed = await deploy(admin, 'shop');
    expect(deployed.record.name).toMatch(/^workflow-default-20240501100000000$/);
    expect(deployed).toMatchObject({ status: 'running', version: '20240501100000000', triggerType: 'web' });
    expect(deployed.record).toMatchObject({
      status: 'initializing',
      applicationRevision: deployed.version,
      mode: 'StepByStep-DAG',
    });

    let record = await recordOf(admin, 'shop', deployed.record.name);
    expect(record.status).toBe('executing');
    expect(phases(record)).toEqual(['default:running', 'notify:pending']);
    expect(record).toMatchObject({ deployUser: 'admin', triggerType: 'web' });
    let pods = await podsOf(admin, 'shop');
    expect(pods.podList.map((pod) => pod.status.phase)).toEqual(['Pending']);

    await advance(sandbox, 3);
    record = await recordOf(admin, 'shop', deployed.record.name);
    expect(phases(record)).toEqual(['default:succeeded', 'notify:running']);
    pods = await podsOf(admin, 'shop');
    expect(pods.podList[0].status).toMatchObject({
      phase: 'Running',
      podIP: expect.stringMatching(/^10\.244\./),
    });

    await advance(sandbox, 3);
    record = await recordOf(admin, 'shop', deployed.record.name);
    expect(record.status).toBe('succeeded');
    expect(record.endTime).toBe('2024-05-01T10:00:06.000Z');
    expect(record.steps?.[0]).toMatchObject({
      firstExecuteTime: '2024-05-01T10:00:00.000Z',
      lastExecuteTime: '2024-05-01T10:00:03.000Z',
    });
    const revisions = await admin.get<Revisions>('/api/v1/applications/shop/revisions');
    expect(revisions.body.revisions.map((r) => r.status)).toEqual(['complete']);

    await advance(sandbox, 60);
    const pod = pods.podList[0].metadata.name;
    const detail = await query<PodDetail>(admin, `pod-view{name=${pod}, namespace=default, cluster=local}`);
    expect(detail.containers[0]).toMatchObject({
      name: 'shop',
      image: 'nginx:1.25',
      status: { restartCount: 0 },
    });
    expect(detail.containers[0].status.state.running).toBeDefined();
    expect(detail.events.map((event) => event.reason)).toEqual([
      'Scheduled',
      'Pulling',
      'Pulled',
      'Created',
      'Started',
    ]);
    const logs = await query<Logs>(
      admin,
      `collect-logs{cluster=local, namespace=default, pod=${pod}, container=shop, previous=false, timestamps=true, tailLines=3}`,
    );
    const lines = logs.logs.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^2024-05-01T10:01:\d\d\.000Z .*GET/);
    expect(logs.info.toDate > logs.info.fromDate).toBe(true);

    const status = await admin.get<Schemas['v1.ApplicationStatusResponse']>(
      '/api/v1/applications/shop/envs/default/status',
    );
    expect(status.body.status).toMatchObject({
      status: 'running',
      services: [{ name: 'shop', healthy: true, cluster: 'local', namespace: 'default' }],
      latestRevision: { name: 'shop-v1', revision: 1 },
      workflow: { status: 'succeeded', finished: true, mode: 'StepByStep-DAG' },
    });
  });

  it('finishes at once in instant mode', async () => {
    const instant = fixedClockSandbox(0);
    const user = await instant.login('admin');
    await createApp(user, 'shop');
    const deployed = await deploy(user, 'shop');
    expect((await recordOf(user, 'shop', deployed.record.name)).status).toBe('succeeded');
    expect((await podsOf(user, 'shop')).podList[0].status.phase).toBe('Running');
    await instant.close();
  });

  it('refuses a second deploy while the first runs (10004) and stops the first one on force', async () => {
    await createApp(admin, 'shop');
    const first = await deploy(admin, 'shop');
    const conflict = await admin.post('/api/v1/applications/shop/deploy', {
      workflowName: 'workflow-default',
      note: '',
      triggerType: 'web',
      force: false,
    });
    expectError(conflict, 10004);
    const second = await deploy(admin, 'shop', { force: true });
    expect(second.version).toBe('20240501100000001');
    const stopped = await recordOf(admin, 'shop', first.record.name);
    expect(stopped.status).toBe('terminated');
    expect(phases(stopped)).toEqual(['default:stopped']);
    const revisions = await admin.get<Revisions>('/api/v1/applications/shop/revisions');
    expect(revisions.body.revisions.map((r) => [r.version, r.status])).toEqual([
      [second.version, 'running'],
      [first.version, 'terminated'],
    ]);
    await advance(sandbox, 3);
    await deploy(admin, 'shop');
  });

  it('answers 10006 with HTTP 200 for an app without components', async () => {
    expectOk(
      await admin.post('/api/v1/applications?project=default', {
        name: 'empty',
        project: 'default',
        icon: '',
        envBinding: [{ name: 'default' }],
      }),
    );
    const result = await admin.post('/api/v1/applications/empty/deploy', {
      workflowName: 'workflow-default',
      note: '',
      triggerType: 'web',
      force: false,
    });
    expectError(result, 10006);
    expect(result.status).toBe(200);
    expectError(await admin.post('/api/v1/applications/empty/deploy', { workflowName: 'ghost' }), 20002);
  });

  it('removes everything on recycle and terminates the unfinished run', async () => {
    await createApp(admin, 'shop');
    const deployed = await deploy(admin, 'shop');
    expect((await podsOf(admin, 'shop')).podList).toHaveLength(1);
    expectOk(await admin.post('/api/v1/applications/shop/envs/default/recycle'));
    expect((await podsOf(admin, 'shop')).podList).toEqual([]);
    expect((await recordOf(admin, 'shop', deployed.record.name)).status).toBe('terminated');
    const status = await admin.get('/api/v1/applications/shop/envs/default/status');
    expect(status.body).toEqual({ envName: 'default', status: {} });
    expect((await admin.get('/api/v1/applications/shop/status')).body).toEqual({ status: [] });
    const revisions = await admin.get<Revisions>('/api/v1/applications/shop/revisions');
    expect(revisions.body.revisions[0].status).toBe('terminated');
    await advance(sandbox, 10);
    expect((await podsOf(admin, 'shop')).podList).toEqual([]);
    await deploy(admin, 'shop');
    await advance(sandbox, 3);
    expect((await podsOf(admin, 'shop')).podList[0].status.phase).toBe('Running');
  });

  it('keeps runs in the database: a restarted sandbox carries on from the stored state', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vela-runtime-'));
    const options = {
      dbPath: join(dir, 'sandbox.db'),
      now: () => baseTime,
      runtimeStepSeconds: 3,
      testHooks: true,
    };
    const first = createSandbox(options);
    const user = await first.login('admin');
    await createApp(user, 'shop');
    const { record } = await deploy(user, 'shop');
    await first.close();

    const second = createSandbox(options);
    const again = await second.login('admin');
    expect((await recordOf(again, 'shop', record.name)).status).toBe('executing');
    await advance(second, 3);
    expect((await recordOf(again, 'shop', record.name)).status).toBe('succeeded');
    expect((await podsOf(again, 'shop')).podList[0].status.phase).toBe('Running');
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
