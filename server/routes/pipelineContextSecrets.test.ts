import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type Contexts = Schemas['v1.ListContextValueResponse'];
type Runs = Schemas['v1.ListPipelineRunResponse'];
type RunBase = Schemas['v1.PipelineRunBase'];
type PipelineDetail = Schemas['v1.GetPipelineResponse'];

const hidden = '******';
const pipelines = '/api/v1/projects/default/pipelines';
const contexts = `${pipelines}/build/contexts`;
const spec = { steps: [{ name: 'hello', type: 'print-message-in-status', properties: { message: 'hi' } }] };
const values = [
  { key: 'env', value: 'prod' },
  { key: 'GITHUB_TOKEN', value: 'ghp_clear' },
  { key: 'db-password', value: 'p4ss' },
  { key: 'API_KEY', value: 'k3y' },
  { key: 'EMPTY_SECRET', value: '' },
];
const hiddenValues = [
  { key: 'env', value: 'prod' },
  { key: 'GITHUB_TOKEN', value: hidden },
  { key: 'db-password', value: hidden },
  { key: 'API_KEY', value: hidden },
  { key: 'EMPTY_SECRET', value: '' },
];

describe('secrets in pipeline contexts', () => {
  let sandbox: Sandbox;
  let admin: Session;
  let bob: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox({ testHooks: true, runtimeStepSeconds: 0 });
    admin = await sandbox.login('admin');
    bob = await sandbox.login('bob');
    expectOk(await admin.post(pipelines, { name: 'build', spec }));
    expectOk(await admin.post(contexts, { name: 'prod', values }));
  });
  afterEach(() => sandbox.close());

  it('never sends a Project Viewer a value whose key names a secret', async () => {
    const listed = await bob.get<Contexts>(contexts);
    expect(listed.body.contexts).toEqual({ prod: hiddenValues });
    const refused = await bob.get(`${contexts}?reveal=true`);
    expectError(refused, 403);
    expect(refused.text).not.toContain('ghp_clear');
  });

  it('hides them from who may update too, and shows them only when asked', async () => {
    expect((await admin.get<Contexts>(contexts)).body.contexts).toEqual({ prod: hiddenValues });
    expect((await admin.get<Contexts>(`${contexts}?reveal=true`)).body.contexts).toEqual({ prod: values });
  });

  it('keeps the stored secret when an edit sends the hidden value back, and never stores the mask', async () => {
    const edited = [
      { key: 'GITHUB_TOKEN', value: hidden },
      { key: 'region', value: 'eu' },
    ];
    const updated = await admin.put<Schemas['v1.Context']>(`${contexts}/prod`, { values: edited });
    expect(updated.body.values).toEqual(edited);
    expect((await admin.get<Contexts>(`${contexts}?reveal=true`)).body.contexts.prod).toEqual([
      { key: 'GITHUB_TOKEN', value: 'ghp_clear' },
      { key: 'region', value: 'eu' },
    ]);

    expectError(await admin.put(`${contexts}/prod`, { values: [{ key: 'NEW_TOKEN', value: hidden }] }), 400);
    expectError(await admin.post(contexts, { name: 'copy', values: [{ key: 'TOKEN', value: hidden }] }), 400);
    expect(Object.keys((await admin.get<Contexts>(contexts)).body.contexts)).toEqual(['prod']);
  });

  it('hides the context a run started with, in the run, the run list and the last run', async () => {
    expectOk(await admin.post('/api/v1/addons/vela-workflow/enable', {}));
    const started = await admin.post<RunBase>(`${pipelines}/build/run`, { contextName: 'prod' });
    expectOk(started);
    const run = started.body.pipelineRunName;
    const detail = await bob.get<RunBase>(`${pipelines}/build/runs/${run}`);
    expect(detail.body.contextValues).toEqual(hiddenValues);
    expect(JSON.parse(detail.body.spec.context ?? '{}')).toMatchObject({ GITHUB_TOKEN: hidden, env: 'prod' });
    const runs = await bob.get<Runs>(`${pipelines}/build/runs`);
    expect(runs.body.runs[0].contextValues).toEqual(hiddenValues);
    const pipeline = await bob.get<PipelineDetail>(`${pipelines}/build`);
    expect(JSON.stringify(pipeline.body)).not.toContain('ghp_clear');
    expect(started.text).not.toContain('ghp_clear');
  });
});
