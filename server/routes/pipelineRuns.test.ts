import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type PipelineRun = Schemas['v1.PipelineRun'];
type RunBase = Schemas['v1.PipelineRunBase'];
type RunStatus = Schemas['v1alpha1.WorkflowRunStatus'];
type Runs = Schemas['v1.ListPipelineRunResponse'];
type PipelineDetail = Schemas['v1.GetPipelineResponse'];
type Log = Schemas['v1.GetPipelineRunLogResponse'];
type Outputs = Schemas['v1.GetPipelineRunOutputResponse'];
type Inputs = Schemas['v1.GetPipelineRunInputResponse'];

const base = new Date('2026-03-01T08:00:00Z');
const pipelines = '/api/v1/projects/default/pipelines';

const approvalSpec = {
  steps: [
    {
      name: 'fetch',
      type: 'request',
      properties: { url: 'https://example.com/api' },
      outputs: [{ name: 'answer', valueFrom: 'response.body' }],
    },
    { name: 'approve', type: 'suspend', properties: { message: 'waiting for approval' } },
    {
      name: 'report',
      type: 'print-message-in-status',
      inputs: [{ from: 'answer', parameterKey: 'message' }],
    },
  ],
};

describe('pipeline runs', () => {
  let sandbox: Sandbox;
  let admin: Session;
  const advance = (seconds: number) =>
    sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: seconds } });
  const status = async (run: string, pipeline = 'approval') =>
    (await admin.get<RunStatus>(`${pipelines}/${pipeline}/runs/${run}/status`)).body;
  const run = async (pipeline: string, body: object = {}) => {
    const started = await admin.post<PipelineRun>(`${pipelines}/${pipeline}/run`, body);
    expectOk(started);
    return started.body.pipelineRunName;
  };

  beforeEach(async () => {
    sandbox = await createAccountsSandbox({ testHooks: true, now: () => base, runtimeStepSeconds: 3 });
    admin = await sandbox.login('admin');
    await admin.post(pipelines, { name: 'approval', spec: approvalSpec });
  });
  afterEach(() => sandbox.close());

  it('needs the vela-workflow addon, steps (17009), a known context (17001) and a sane mode (17012)', async () => {
    expectError(await admin.post(`${pipelines}/approval/run`, {}), 400);
    await admin.post('/api/v1/addons/vela-workflow/enable', {});
    await advance(6);
    await admin.post(pipelines, { name: 'empty', spec: { steps: [] } });
    expectError(await admin.post(`${pipelines}/empty/run`, {}), 17009);
    expectError(await admin.post(`${pipelines}/approval/run`, { contextName: 'ghost' }), 17001);
    expectError(
      await admin.post(`${pipelines}/approval/run`, { mode: { steps: 'x', subSteps: 'y' } }),
      17012,
    );
    expectError(await admin.post(`${pipelines}/ghost/run`, {}), 17004);
  });

  describe('with vela-workflow enabled', () => {
    beforeEach(async () => {
      await admin.post('/api/v1/addons/vela-workflow/enable', {});
      await advance(6);
    });

    it('runs step by step, waits at the suspend step until resumed, then succeeds', async () => {
      await admin.post(`${pipelines}/approval/contexts`, {
        name: 'prod',
        values: [{ key: 'env', value: 'prod' }],
      });
      const started = await admin.post<PipelineRun>(`${pipelines}/approval/run`, { contextName: 'prod' });
      expect(started.body).toMatchObject({
        pipelineName: 'approval',
        pipelineRunName: 'approval-20260301080006000',
        contextName: 'prod',
        contextValues: [{ key: 'env', value: 'prod' }],
        spec: { context: '{"env":"prod"}', mode: { steps: 'StepByStep', subSteps: 'DAG' } },
        status: { status: 'executing', finished: false },
      });
      expect(started.body.status.steps?.map((step) => [step.name, step.phase])).toEqual([
        ['fetch', 'running'],
        ['approve', 'pending'],
        ['report', 'pending'],
      ]);
      const name = started.body.pipelineRunName;

      await advance(3);
      expect(await status(name)).toMatchObject({
        status: 'suspending',
        suspend: true,
        message: 'waiting for approval',
        steps: [
          { name: 'fetch', phase: 'succeeded' },
          { name: 'approve', phase: 'suspending' },
        ],
      });
      await advance(60);
      expect((await status(name)).status).toBe('suspending');
      const pipeline = await admin.get<PipelineDetail>(`${pipelines}/approval`);
      expect(pipeline.body.info.runStat.activeNum).toBe(1);

      expectOk(await admin.post(`${pipelines}/approval/runs/${name}/resume`));
      await advance(3);
      const done = await status(name);
      expect(done).toMatchObject({ status: 'succeeded', finished: true, suspend: false });
      expect(done.steps?.map((step) => step.phase)).toEqual(['succeeded', 'succeeded', 'succeeded']);
      expectError(await admin.post(`${pipelines}/approval/runs/${name}/resume`), 17011);
      expectError(await admin.post(`${pipelines}/approval/runs/${name}/terminate`), 17011);

      const log = await admin.get<Log>(`${pipelines}/approval/runs/${name}/log?step=fetch`);
      expect(log.body).toMatchObject({ name: 'fetch', type: 'request', phase: 'succeeded', source: '' });
      expect(log.body.log.trim().split('\n')).toHaveLength(3);
      expect((await admin.get<Log>(`${pipelines}/approval/runs/${name}/log?step=approve`)).body.log).toBe('');
      const outputs = await admin.get<Outputs>(`${pipelines}/approval/runs/${name}/output?step=fetch`);
      expect(outputs.body.outputs[0].values[0]).toMatchObject({ name: 'answer', valueFrom: 'response.body' });
      expect(outputs.body.outputs[0].values[0].value).not.toBe('');
      const inputs = await admin.get<Inputs>(`${pipelines}/approval/runs/${name}/input?step=report`);
      expect(inputs.body.inputs[0].values[0]).toMatchObject({
        from: 'answer',
        fromStep: 'fetch',
        parameterKey: 'message',
      });

      const info = (await admin.get<PipelineDetail>(`${pipelines}/approval`)).body.info;
      expect(info.lastRun.pipelineRunName).toBe(name);
      expect(info.runStat).toMatchObject({ activeNum: 0, total: { total: 1, success: 1, fail: 0 } });
      expect(info.runStat.week[6]).toEqual({ total: 1, success: 1, fail: 0 });
    });

    it('terminates (or stops) a running run', async () => {
      const first = await run('approval');
      await advance(4);
      expectOk(await admin.post(`${pipelines}/approval/runs/${first}/terminate`));
      expect(await status(first)).toMatchObject({
        status: 'terminated',
        terminated: true,
        finished: true,
        steps: [
          { name: 'fetch', phase: 'succeeded' },
          { name: 'approve', phase: 'failed', reason: 'Terminate' },
        ],
      });
      await advance(1);
      const second = await run('approval');
      const stopped = await admin.post(`${pipelines}/approval/runs/${second}/stop`);
      expect(stopped.body).toEqual({
        pipelineName: 'approval',
        project: { name: 'default', alias: 'Default' },
        pipelineRunName: second,
      });
      expect((await status(second)).status).toBe('terminated');
    });

    it('fails a step that calls a non-http address and skips the rest', async () => {
      await admin.post(pipelines, {
        name: 'broken',
        spec: {
          steps: [
            { name: 'call', type: 'webhook', properties: { url: { value: 'ftp://nowhere' } } },
            { name: 'after', type: 'print-message-in-status', properties: { message: 'never' } },
            {
              name: 'cleanup',
              type: 'print-message-in-status',
              if: 'always',
              properties: { message: 'bye' },
            },
          ],
        },
      });
      const name = await run('broken');
      await advance(6);
      const failed = await status(name, 'broken');
      expect(failed).toMatchObject({ status: 'failed', finished: true });
      expect(failed.message).toContain('unsupported protocol scheme');
      expect(failed.steps?.map((step) => [step.name, step.phase])).toEqual([
        ['call', 'failed'],
        ['after', 'skipped'],
        ['cleanup', 'succeeded'],
      ]);
      const stats = (await admin.get<PipelineDetail>(`${pipelines}/broken`)).body.info.runStat;
      expect(stats.total).toEqual({ total: 1, success: 0, fail: 1 });
    });

    it("takes any step type at create, runs vela-workflow's built-in ones and fails an unknown one", async () => {
      // The first step of VelaUX's own pipeline template.
      const clean = { name: 'Clean', type: 'clean-jobs', properties: { namespace: 'default' } };
      expectOk(await admin.post(pipelines, { name: 'clean', spec: { steps: [clean] } }));
      const mystery = { name: 'odd', type: 'no-such-step' };
      expectOk(await admin.post(pipelines, { name: 'odd', spec: { steps: [clean, mystery] } }));

      const cleaned = await run('clean');
      const odd = await run('odd');
      await advance(6);
      expect(await status(cleaned, 'clean')).toMatchObject({ status: 'succeeded', finished: true });
      const failed = await status(odd, 'odd');
      expect(failed).toMatchObject({ status: 'failed', finished: true });
      expect(failed.steps?.map((step) => [step.name, step.phase, step.message])).toEqual([
        ['Clean', 'succeeded', ''],
        ['odd', 'failed', 'workflowstepdefinitions.core.oam.dev "no-such-step" not found'],
      ]);
    });

    it('lists, reads and deletes runs; unknown runs read as the Kubernetes not-found error', async () => {
      const name = await run('approval');
      const runs = await admin.get<Runs>(`${pipelines}/approval/runs`);
      expect(runs.body).toMatchObject({
        total: 1,
        runs: [{ pipelineRunName: name, phase: 'executing', endTime: '' }],
      });
      const detail = await admin.get<RunBase>(`${pipelines}/approval/runs/${name}`);
      expect(detail.body).toMatchObject({
        pipelineName: 'approval',
        record: 0,
        contextName: '',
        contextValues: [],
      });
      expect(detail.body.spec.workflowSpec?.steps?.[0]).toMatchObject({
        name: 'fetch',
        properties: '{"url":"https://example.com/api"}',
      });
      expectError(await admin.get(`${pipelines}/approval/runs/ghost`), 404);
      const removed = await admin.delete(`${pipelines}/approval/runs/${name}`);
      expect(removed.body).toMatchObject({ pipelineRunName: name, pipelineName: 'approval' });
      expectOk(await admin.delete(`${pipelines}/approval/runs/${name}`));
      expect((await admin.get<Runs>(`${pipelines}/approval/runs`)).body).toEqual({ total: 0, runs: [] });
    });

    it('refuses to read a run whose context was deleted (17001) but still lists it', async () => {
      await admin.post(`${pipelines}/approval/contexts`, { name: 'prod', values: [] });
      const name = await run('approval', { contextName: 'prod' });
      await admin.delete(`${pipelines}/approval/contexts/prod`);
      expectError(await admin.get(`${pipelines}/approval/runs/${name}`), 17001);
      expectError(await admin.get(`${pipelines}/approval/runs/${name}/status`), 17001);
      const runs = await admin.get<Runs>(`${pipelines}/approval/runs`);
      expect(runs.body.runs[0]).toMatchObject({ contextName: '', contextValues: [] });
    });

    it('lets project members with pipeline management run pipelines, and viewers only read', async () => {
      const alice = await sandbox.login('alice');
      const started = await alice.post<PipelineRun>(`${pipelines}/approval/run`, {});
      expectOk(started);
      const bob = await sandbox.login('bob');
      expectOk(await bob.get(`${pipelines}/approval/runs`));
      expectError(await bob.post(`${pipelines}/approval/run`, {}), 403);
      expectError(
        await bob.post(`${pipelines}/approval/runs/${started.body.pipelineRunName}/terminate`),
        403,
      );
    });
  });
});
