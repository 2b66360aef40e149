import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type Pipeline = Schemas['v1.PipelineBase'];
type PipelineDetail = Schemas['v1.GetPipelineResponse'];
type PipelineList = Schemas['v1.ListPipelineResponse'];
type Contexts = Schemas['v1.ListContextValueResponse'];

const pipelines = '/api/v1/projects/default/pipelines';
const spec = {
  mode: { steps: 'StepByStep', subSteps: 'DAG' },
  steps: [{ name: 'hello', type: 'print-message-in-status', properties: { message: 'hi' } }],
};

describe('pipelines', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('creates a pipeline (zero createTime in the answer) with the fields the contract requires', async () => {
    const created = await admin.post<Pipeline>(pipelines, {
      name: 'build',
      alias: 'Build',
      description: 'ci',
      spec,
    });
    expectOk(created);
    expect(created.body).toMatchObject({
      name: 'build',
      alias: 'Build',
      project: { name: 'default', alias: 'Default' },
      createTime: '0001-01-01T00:00:00Z',
      spec: { steps: [{ name: 'hello', alias: '', description: '', orderIndex: 0, dependsOn: [] }] },
    });
    expectError(await admin.post(pipelines, { name: 'build', spec }), 17010);
    expectError(await admin.post(pipelines, { name: 'Bad Name', spec }), 400);
    expectError(await admin.post('/api/v1/projects/ghost/pipelines', { name: 'x', spec }), 30002);
  });

  it('reads a pipeline with info (a never-run pipeline has a nameless last run), updates and deletes it', async () => {
    await admin.post(pipelines, { name: 'build', spec });
    const detail = await admin.get<PipelineDetail>(`${pipelines}/build`);
    expectOk(detail);
    expect(detail.body.info).toMatchObject({
      lastRun: { pipelineRunName: '' },
      runStat: { activeNum: 0, total: { total: 0, success: 0, fail: 0 } },
    });
    expect(detail.body.info.runStat.week).toHaveLength(7);
    expectError(await admin.get(`${pipelines}/ghost`), 17004);

    const updated = await admin.put<Pipeline>(`${pipelines}/build`, {
      description: 'changed',
      spec: { steps: [] },
    });
    expect(updated.body).toMatchObject({ description: 'changed', alias: '', spec: { steps: [] } });
    const removed = await admin.delete<Schemas['v1.PipelineMetaResponse']>(`${pipelines}/build`);
    expect(removed.body).toMatchObject({ name: 'build', project: { name: 'default' } });
    expectError(await admin.get(`${pipelines}/build`), 17004);
    expectError(await admin.delete(`${pipelines}/build`), 17004);
  });

  it('lists the pipelines of the projects the caller is a member of, by project and text', async () => {
    await admin.post('/api/v1/projects', { name: 'other', owner: 'admin' });
    await admin.post(pipelines, { name: 'build', description: 'continuous integration', spec });
    await admin.post('/api/v1/projects/other/pipelines', { name: 'release', spec });
    const all = await admin.get<PipelineList>('/api/v1/pipelines');
    expect(all.body.pipelines.map((item) => item.name).sort()).toEqual(['build', 'release']);
    expect(all.body.total).toBe(2);
    const inDefault = await admin.get<PipelineList>('/api/v1/pipelines?projectName=default');
    expect(inDefault.body.pipelines.map((item) => item.name)).toEqual(['build']);
    const byText = await admin.get<PipelineList>('/api/v1/pipelines?query=integration');
    expect(byText.body.pipelines.map((item) => item.name)).toEqual(['build']);

    const alice = await sandbox.login('alice');
    const hers = await alice.get<PipelineList>('/api/v1/pipelines');
    expect(hers.body.pipelines.map((item) => item.name)).toEqual(['build']);
    const bob = await sandbox.login('bob');
    expectError(await bob.post(pipelines, { name: 'mine', spec }), 403);
    expectOk(await bob.get(`${pipelines}/build`));
  });

  it('keeps named contexts of key/value pairs', async () => {
    await admin.post(pipelines, { name: 'build', spec });
    const contexts = `${pipelines}/build/contexts`;
    expect((await admin.get<Contexts>(contexts)).body).toEqual({ total: 0, contexts: {} });
    const created = await admin.post(contexts, { name: 'prod', values: [{ key: 'env', value: 'prod' }] });
    expect(created.body).toEqual({ name: 'prod', values: [{ key: 'env', value: 'prod' }] });
    expectError(await admin.post(contexts, { name: 'prod', values: [] }), 17002);
    expectError(await admin.post(contexts, { name: 'bad', values: [{ key: 1 }] }), 400);

    const updated = await admin.put(`${contexts}/prod`, { values: [{ key: 'env', value: 'production' }] });
    expect(updated.body).toEqual({ name: 'prod', values: [{ key: 'env', value: 'production' }] });
    expectError(await admin.put(`${contexts}/ghost`, { values: [] }), 17001);
    expect((await admin.get<Contexts>(contexts)).body).toEqual({
      total: 1,
      contexts: { prod: [{ key: 'env', value: 'production' }] },
    });
    expect((await admin.delete(`${contexts}/prod`)).body).toEqual({ name: 'prod' });
    expectError(await admin.delete(`${contexts}/prod`), 17001);
    expectError(await admin.get(`${pipelines}/ghost/contexts`), 17004);
  });
});
