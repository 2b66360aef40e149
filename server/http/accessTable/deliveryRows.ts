/**
 * Access table, delivery part: applications of `default` (hello-world, and matrix-app that alice
 * creates), their components, envs, policies, workflows, revisions and triggers; envs; pipelines;
 * OAM applications. Rows on another project's objects keep alice and bob out whatever `?project=`
 * says. `{helloRecord}`, `{helloRevision}`, `{guestbookRecord}`, `{helloTrigger}` and `{run}` are
 * found at set-up; so are the target `matrix-target` and the pipeline `matrix-pipeline` of `default`.
 */
import { adminOnly, developers, members, open, signedIn, type AccessRow } from './expectations';

const app = '/api/v1/applications/hello-world';
const component = { name: 'sidecar', componentType: 'worker', properties: '{"image":"busybox"}' };
const workflow = {
  name: 'matrix-workflow',
  envName: 'default',
  mode: 'StepByStep',
  subMode: 'DAG',
  steps: [],
};
const pipelines = '/api/v1/projects/default/pipelines';
const pipeline = `${pipelines}/matrix-pipeline`;
const spec = {
  mode: { steps: 'StepByStep', subSteps: 'DAG' },
  steps: [{ name: 'hello', type: 'print-message-in-status', properties: { message: 'hi' } }],
};

export const applicationRows: AccessRow[] = [
  signedIn('GET /api/v1/applications?project=default'),
  developers('POST /api/v1/applications?project=default', 200, 400, {
    name: 'matrix-app',
    project: 'default',
    envBinding: [{ name: 'default' }],
    component: { ...component, name: 'matrix-app' },
  }),
  adminOnly('POST /api/v1/applications?project=default', 200, {
    name: 'matrix-shop',
    project: 'team-shop',
    component: { ...component, name: 'matrix-shop' },
  }),
  members(`GET ${app}`),
  developers(`PUT ${app}`, 200, 200, { alias: 'Hello World', description: 'A first application.' }),
  members(`GET ${app}/statistics`),
  members(`GET ${app}/status`),
  developers(`POST ${app}/compare`, 200, 200, { compareLatestWithRunning: { env: 'default' } }),
  members(`POST ${app}/dry-run`, 200, { dryRunType: 'APP', env: 'default', workflow: 'workflow-default' }),
  adminOnly(`POST ${app}/template`, 200, { tag: 'v1' }),
  adminOnly('GET /api/v1/applications/storefront?project=default'),
  adminOnly('PUT /api/v1/applications/storefront?project=default', 200, { alias: 'Storefront' }),
];

export const applicationPartRows: AccessRow[] = [
  members(`GET ${app}/components`),
  developers(`POST ${app}/components`, 200, 400, component),
  members(`GET ${app}/components/sidecar`),
  developers(`PUT ${app}/components/sidecar`, 200, 200, { properties: '{"image":"busybox:1.36"}' }),
  developers(`POST ${app}/components/sidecar/traits`, 200, 400, {
    type: 'scaler',
    properties: '{"replicas":2}',
  }),
  developers(`PUT ${app}/components/sidecar/traits/scaler`, 200, 200, { properties: '{"replicas":3}' }),
  developers(`DELETE ${app}/components/sidecar/traits/scaler`, 200, 400),
  developers(`DELETE ${app}/components/sidecar`, 200, 404),
  members(`GET ${app}/policies`),
  developers(`POST ${app}/policies`, 200, 400, { name: 'matrix-policy', type: 'override', properties: '{}' }),
  members(`GET ${app}/policies/matrix-policy`),
  developers(`PUT ${app}/policies/matrix-policy`, 200, 200, { type: 'override', properties: '{}' }),
  developers(`DELETE ${app}/policies/matrix-policy`, 200, 404),
  members(`GET ${app}/workflows`),
  developers(`POST ${app}/workflows`, 200, 200, workflow),
  members(`GET ${app}/workflows/workflow-default`),
  developers(`PUT ${app}/workflows/matrix-workflow`, 200, 200, workflow),
  developers(`DELETE ${app}/workflows/matrix-workflow`, 200, 404),
  members(`GET ${app}/records`),
  members(`GET ${app}/workflows/workflow-default/records`),
  members(`GET ${app}/workflows/workflow-default/records/{helloRecord}`),
  members(`GET ${app}/workflows/workflow-default/records/{helloRecord}/logs?step=default`),
  members(`GET ${app}/workflows/workflow-default/records/{helloRecord}/inputs?step=default`),
  members(`GET ${app}/workflows/workflow-default/records/{helloRecord}/outputs?step=default`),
  developers(
    `GET /api/v1/applications/guestbook/workflows/workflow-default/records/{guestbookRecord}/resume`,
    200,
    200,
  ),
  developers(
    `GET /api/v1/applications/guestbook/workflows/workflow-default/records/{guestbookRecord}/terminate`,
    200,
    200,
  ),
  developers(
    `GET /api/v1/applications/guestbook/workflows/workflow-default/records/{guestbookRecord}/rollback`,
    400,
    400,
  ),
  members(`GET ${app}/revisions`),
  members(`GET ${app}/revisions/{helloRevision}`),
  developers(`POST ${app}/revisions/{helloRevision}/rollback`, 400, 400),
  members(`GET ${app}/triggers`),
  developers(`POST ${app}/triggers`, 200, 200, {
    name: 'matrix-trigger',
    type: 'webhook',
    payloadType: 'custom',
    workflowName: 'workflow-default',
  }),
  developers(`PUT ${app}/triggers/{helloTrigger}`, 200, 200, {
    alias: 'Matrix',
    payloadType: 'custom',
    workflowName: 'workflow-default',
  }),
];

export const environmentRows: AccessRow[] = [
  signedIn('GET /api/v1/envs'),
  developers('POST /api/v1/envs?project=default', 200, 400, {
    name: 'matrix-env',
    project: 'default',
    namespace: 'matrix-env',
    targets: ['matrix-target'],
  }),
  developers('PUT /api/v1/envs/matrix-env', 200, 200, { alias: 'Matrix', targets: ['matrix-target'] }),
  adminOnly('PUT /api/v1/envs/shop-test?project=default', 200, {
    alias: 'Shop Test',
    targets: ['shop-test'],
  }),
  members(`GET ${app}/envs`),
  developers(`POST ${app}/envs`, 200, 400, { name: 'matrix-env' }),
  developers(`PUT ${app}/envs/matrix-env`, 200, 200, { targetNames: ['matrix-target'] }),
  members(`GET ${app}/envs/default/status`),
  members(`GET ${app}/envs/default/records`),
  developers(`POST ${app}/envs/matrix-env/recycle`, 200, 200),
  developers(`DELETE ${app}/envs/matrix-env`, 200, 400),
  developers('DELETE /api/v1/envs/matrix-env', 200, 200),
];

export const deployRows: AccessRow[] = [
  developers(`POST ${app}/deploy`, 200, 400, {
    workflowName: 'workflow-default',
    triggerType: 'web',
    force: false,
  }),
  open('POST /api/v1/webhook/{helloTrigger}', 200, {}),
  developers(`POST ${app}/reset`, 200, 200),
  developers(`DELETE ${app}/triggers/{helloTrigger}`, 200, 404),
  developers('DELETE /api/v1/applications/matrix-app', 200, 404),
];

export const pipelineRows: AccessRow[] = [
  signedIn('GET /api/v1/pipelines'),
  developers(`POST ${pipelines}`, 200, 400, { name: 'matrix-pipeline-2', spec }),
  members(`GET ${pipeline}`),
  developers(`PUT ${pipeline}`, 200, 200, { alias: 'Matrix', spec }),
  members(`GET ${pipeline}/contexts`),
  developers(`POST ${pipeline}/contexts`, 200, 400, { name: 'matrix-context', values: [] }),
  developers(`PUT ${pipeline}/contexts/matrix-context`, 200, 200, { values: [{ key: 'env', value: 'x' }] }),
  developers(`DELETE ${pipeline}/contexts/matrix-context`, 200, 400),
  members(`GET ${pipeline}/runs`),
  members(`GET ${pipeline}/runs/{run}`),
  members(`GET ${pipeline}/runs/{run}/status`),
  members(`GET ${pipeline}/runs/{run}/log?step=hello`),
  members(`GET ${pipeline}/runs/{run}/output?step=hello`),
  members(`GET ${pipeline}/runs/{run}/input?step=hello`),
  developers(`POST ${pipeline}/runs/{run}/resume`, 200, 400),
  developers(`POST ${pipeline}/runs/{run}/stop`, 400, 400),
  developers(`POST ${pipeline}/runs/{run}/terminate`, 400, 400),
  developers(`DELETE ${pipeline}/runs/{run}`, 200, 200),
  developers(`POST ${pipeline}/run`, 200, 200, {}),
  developers(`DELETE ${pipelines}/matrix-pipeline-2`, 200, 404),
  adminOnly('GET /api/v1/projects/team-shop/pipelines/release-storefront'),
];

const oamApp = '/v1/namespaces/default/applications/matrix-oam';

export const oamRows: AccessRow[] = [
  adminOnly(`POST ${oamApp}`, 200, { components: [{ name: 'web', type: 'webservice', properties: {} }] }),
  adminOnly(`GET ${oamApp}`),
  adminOnly(`DELETE ${oamApp}`),
];

/** Last: deleting the project other rows used. */
export const closingRows: AccessRow[] = [adminOnly('DELETE /api/v1/projects/matrix-project')];
