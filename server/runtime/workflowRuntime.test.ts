import { expectError, expectOk, type Sandbox, type Schemas, type Session } from '../testing';
import {
  advance,
  createApp,
  deploy,
  fixedClockSandbox,
  phases,
  query,
  recordOf,
} from '../routes/deliveryTesting';

type PodList = { podList: { metadata: { name: string }; status: { phase: string } }[] };
type PodDetail = {
  containers: { status: { state: { waiting?: { reason: string } }; restartCount: number } }[];
  events: { reason: string; type: string; count: number }[];
};
type Logs = { logs: string; err?: string };
type Revisions = Schemas['v1.ListRevisionsResponse'];
type AppStatus = Schemas['v1.ApplicationStatusResponse'];

const records = '/api/v1/applications/shop/workflows/workflow-default/records';

async function useSteps(session: Session, steps: unknown[]): Promise<void> {
  expectOk(
    await session.put('/api/v1/applications/shop/workflows/workflow-default', {
      mode: 'StepByStep',
      subMode: 'DAG',
      default: true,
      steps,
    }),
  );
}

const deployStep = { name: 'default', type: 'deploy', properties: { policies: ['default'] } };

describe('runtime simulator: suspend, failure and rollback', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = fixedClockSandbox(3);
    admin = await sandbox.login('admin');
    await createApp(admin, 'shop');
  });
  afterEach(() => sandbox.close());

  it('waits on a suspend step until it is resumed', async () => {
    await useSteps(admin, [{ name: 'approve', type: 'suspend', properties: {} }, deployStep]);
    const { record } = await deploy(admin, 'shop');
    await advance(sandbox, 30);
    let run = await recordOf(admin, 'shop', record.name);
    expect(run.status).toBe('suspending');
    expect(phases(run)).toEqual(['approve:suspending', 'default:pending']);
    const status = await admin.get<AppStatus>('/api/v1/applications/shop/envs/default/status');
    expect(status.body.status).toMatchObject({ status: 'workflowSuspending', workflow: { suspend: true } });

    expectOk(await admin.get(`${records}/${record.name}/resume?step=approve`));
    run = await recordOf(admin, 'shop', record.name);
    expect(phases(run)).toEqual(['approve:succeeded', 'default:running']);
    await advance(sandbox, 3);
    run = await recordOf(admin, 'shop', record.name);
    expect(run.status).toBe('succeeded');
    expectOk(await admin.get(`${records}/${record.name}/resume`));
  });

  it('resumes a suspend step with a duration by itself', async () => {
    await useSteps(admin, [{ name: 'wait', type: 'suspend', properties: { duration: '10s' } }, deployStep]);
    const { record } = await deploy(admin, 'shop');
    await advance(sandbox, 9);
    expect((await recordOf(admin, 'shop', record.name)).status).toBe('suspending');
    await advance(sandbox, 4);
    expect((await recordOf(admin, 'shop', record.name)).status).toBe('succeeded');
  });

  it('terminates a suspended run and refuses actions while a run executes', async () => {
    await useSteps(admin, [deployStep, { name: 'approve', type: 'suspend', properties: {} }]);
    const { record } = await deploy(admin, 'shop');
    const busy = await admin.get(`${records}/${record.name}/terminate`);
    expect(busy.status).toBe(400);
    expect(busy.body).toMatchObject({
      Message: 'workflow is still running, can not operate a running workflow',
    });
    await advance(sandbox, 3);
    expectOk(await admin.get(`${records}/${record.name}/terminate`));
    const run = await recordOf(admin, 'shop', record.name);
    expect(run.status).toBe('terminated');
    expect(run.steps?.[1]).toMatchObject({ phase: 'failed', reason: 'Terminate' });
    const revisions = await admin.get<Revisions>('/api/v1/applications/shop/revisions');
    expect(revisions.body.revisions[0].status).toBe('terminated');
  });

  it('fails the deploy step of an image tagged :fail and shows a crash-looping pod', async () => {
    const component = await admin.put('/api/v1/applications/shop/components/shop', {
      properties: JSON.stringify({ image: 'nginx:fail', ports: [{ port: 80, expose: true }] }),
    });
    expectOk(component);
    const { record } = await deploy(admin, 'shop');
    await advance(sandbox, 3);
    const run = await recordOf(admin, 'shop', record.name);
    expect(run.status).toBe('failed');
    expect(run.steps?.[0]).toMatchObject({ phase: 'failed', reason: 'FailedAfterRetries' });
    expect(run.steps?.[0].message).toContain('CrashLoopBackOff');
    expect(run.message).toContain('step default failed');
    const revisions = await admin.get<Revisions>('/api/v1/applications/shop/revisions');
    expect(revisions.body.revisions[0]).toMatchObject({
      status: 'failure',
      reason: expect.stringContaining('nginx:fail'),
    });

    await advance(sandbox, 65);
    const pods = await query<PodList>(admin, 'component-pod-view{appName=shop, appNs=default}');
    const pod = pods.podList[0].metadata.name;
    const detail = await query<PodDetail>(admin, `pod-view{name=${pod}, namespace=default, cluster=local}`);
    expect(detail.containers[0].status).toMatchObject({
      state: { waiting: { reason: 'CrashLoopBackOff' } },
      restartCount: 3,
    });
    expect(detail.events.at(-1)).toMatchObject({ reason: 'BackOff', type: 'Warning', count: 3 });
    const logs = await query<Logs>(
      admin,
      `collect-logs{cluster=local, namespace=default, pod=${pod}, container=shop}`,
    );
    expect(logs.logs).toContain('ERROR');
    expect(logs.logs).toContain('\u001b[31m');
    const previous = await query<Logs>(
      admin,
      `collect-logs{cluster=local, namespace=default, pod=${pod}, container=shop, previous=true}`,
    );
    expect(previous.logs).toContain('FATAL');
    const status = await admin.get<AppStatus>('/api/v1/applications/shop/envs/default/status');
    expect(status.body.status).toMatchObject({ status: 'workflowFailed', services: [{ healthy: false }] });
    const tree = await query<{
      resources: { kind: string; resourceTree: { healthStatus: { statusCode: string } } }[];
    }>(admin, 'application-resource-tree-view{appName=shop, appNs=default}');
    expect(tree.resources[0]).toMatchObject({
      kind: 'Deployment',
      resourceTree: { healthStatus: { statusCode: 'UnHealthy' } },
    });
  });

  it('rolls back to a revision, and refuses the revision that already runs (10028)', async () => {
    const first = await deploy(admin, 'shop');
    await advance(sandbox, 3);
    await admin.put('/api/v1/applications/shop/components/shop', { properties: '{"image":"nginx:1.26"}' });
    const second = await deploy(admin, 'shop');
    await advance(sandbox, 3);
    expectError(await admin.post(`/api/v1/applications/shop/revisions/${second.version}/rollback`), 10028);
    expectError(await admin.post('/api/v1/applications/shop/revisions/404/rollback'), 10018);

    const rollback = await admin.post<Schemas['v1.ApplicationRollbackResponse']>(
      `/api/v1/applications/shop/revisions/${first.version}/rollback`,
    );
    expectOk(rollback);
    expect(rollback.body.record).toMatchObject({
      applicationRevision: first.version,
      workflowName: 'workflow-default',
    });
    await advance(sandbox, 3);
    const pods = await query<PodList>(admin, 'component-pod-view{appName=shop, appNs=default}');
    const pod = pods.podList[0].metadata.name;
    const detail = await query<{ containers: { image: string }[] }>(
      admin,
      `pod-view{name=${pod}, namespace=default, cluster=local}`,
    );
    expect(detail.containers[0].image).toBe('nginx:1.25');
    expectError(await admin.post(`/api/v1/applications/shop/revisions/${first.version}/rollback`), 10028);
    const revisions = await admin.get<Revisions>('/api/v1/applications/shop/revisions');
    expect(revisions.body.total).toBe(2);
  });

  it('rolls a failed record back to the last complete revision', async () => {
    const { record: firstRecord } = await deploy(admin, 'shop');
    expectError(await admin.get(`${records}/${firstRecord.name}/rollback`), 10017);
    await advance(sandbox, 3);
    const first = await recordOf(admin, 'shop', firstRecord.name);
    await admin.put('/api/v1/applications/shop/components/shop', { properties: '{"image":"nginx:fail"}' });
    const second = await deploy(admin, 'shop');
    await advance(sandbox, 3);
    const back = await admin.get<Schemas['v1.WorkflowRecordBase']>(
      `${records}/${second.record.name}/rollback`,
    );
    expectOk(back);
    expect(back.body.applicationRevision).toBe(first.applicationRevision);
    const revision = await admin.get<Schemas['v1.DetailRevisionResponse']>(
      `/api/v1/applications/shop/revisions/${second.version}`,
    );
    expect(revision.body).toMatchObject({ status: 'rollback', rollbackVersion: first.applicationRevision });
    await advance(sandbox, 3);
    expect((await recordOf(admin, 'shop', back.body.name)).status).toBe('succeeded');
  });
});
