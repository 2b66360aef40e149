/**
 * Test support: an application's pages drawn over the in-process sandbox, and the demo's hello-world
 * made again through the API in the shape the pages' tests read.
 */
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import type { TestSandbox } from '@src/test/sandboxFetch';
import { createElement } from 'react';
import { SOURCE_OF_TRUTH_LABEL } from '../shared/application';
import { ApplicationDetail } from './ApplicationDetail';

export const APP_URL = '/api/v1/applications/hello-world';

/**
 * An application's pages as their route draws them (`/applications/:appName/*`: the frame with its
 * header, statistics, environment tabs and side menu around the page the address names), without the
 * console's layout, signed in as the sandbox's user of the test.
 */
export const renderAppPage = (sandbox: TestSandbox, path: string) =>
  renderWithSandbox(sandbox, createElement(ApplicationDetail), {
    resource: 'applications',
    path,
    route: '/applications/:appName/*',
  });

/** Where the page is, with its query (as renderConsole's, without importing the whole console). */
export const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** The name of the newest workflow record of hello-world in `env`. */
export async function newestRecord(sandbox: TestSandbox, env = 'dev'): Promise<string> {
  const { records } = await sandbox.request<{ records: { name: string }[] }>(
    'GET',
    `${APP_URL}/envs/${env}/records`,
  );
  return records[0].name;
}

/** Each environment of `default` the tests use, on a target of its name (and its target's alias). */
const stages = [
  { name: 'dev', alias: 'Development', namespace: 'dev-ns', target: 'Development target' },
  { name: 'prod', alias: 'Production', namespace: 'prod-ns', target: 'Production target' },
  { name: 'qa', alias: '', namespace: 'qa-ns', target: '' },
  { name: 'edge', alias: '', namespace: 'edge-ns', target: '' },
];

/** The URL of one of hello-world's workflows. */
export const workflowUrl = (name: string) => `${APP_URL}/workflows/${name}`;

const workflow = (sandbox: TestSandbox, name: string) => sandbox.request<object>('GET', workflowUrl(name));

/**
 * hello-world (Hello World, "Says hello", label team=shop) of the project `default`, bound to dev
 * (Development), prod (Production) and qa; `default` also has edge, not bound. Beside the workflows the
 * bindings make (workflow-dev, the first, is the default), workflow-dev-canary (Development Canary
 * Workflow) copies workflow-dev, and workflow-prod-extra is another of prod.
 * Deployed to dev once, when `deployed` (the default): dev runs. Without its component (webservice,
 * nginx) when `component` is false, and then never deployed.
 */
export async function seedHelloWorld(
  sandbox: TestSandbox,
  { deployed = true, component = true } = {},
): Promise<void> {
  await sandbox.request('POST', `${APP_URL}/envs/default/recycle`);
  await sandbox.request('DELETE', APP_URL);
  for (const stage of stages) {
    await sandbox.request('POST', '/api/v1/targets', {
      name: stage.name,
      alias: stage.target,
      project: 'default',
      cluster: { clusterName: 'local', namespace: stage.namespace },
    });
    await sandbox.request('POST', '/api/v1/envs', {
      name: stage.name,
      alias: stage.alias,
      namespace: stage.namespace,
      project: 'default',
      targets: [stage.name],
    });
  }
  await sandbox.request('POST', '/api/v1/applications', {
    name: 'hello-world',
    alias: 'Hello World',
    description: 'Says hello',
    project: 'default',
    labels: { team: 'shop', 'ux.oam.dev/owner': 'x' },
    envBinding: ['dev', 'prod', 'qa'].map((name) => ({ name })),
    component: component
      ? {
          name: 'hello-world',
          componentType: 'webservice',
          properties: JSON.stringify({ image: 'nginx:1.25', ports: [{ port: 80, expose: true }] }),
        }
      : undefined,
  });
  const dev = await workflow(sandbox, 'workflow-dev');
  const prod = await workflow(sandbox, 'workflow-prod');
  const more = [
    {
      ...dev,
      name: 'workflow-dev-canary',
      alias: 'Development Canary Workflow',
      envName: 'dev',
      default: false,
    },
    { ...prod, name: 'workflow-prod-extra', alias: '', envName: 'prod', default: false },
  ];
  for (const each of more) await sandbox.request('POST', `${APP_URL}/workflows`, each);
  if (deployed && component)
    await sandbox.request('POST', `${APP_URL}/deploy`, { workflowName: 'workflow-dev' });
}

/**
 * synced-cart (Cart) of `default`, synced from a cluster: read-only in the console although the server
 * calls it read-write. Not bound, so without triggers.
 */
export const seedSyncedApp = (sandbox: TestSandbox) =>
  sandbox.request('POST', '/api/v1/applications', {
    name: 'synced-cart',
    alias: 'Cart',
    project: 'default',
    labels: { [SOURCE_OF_TRUTH_LABEL]: 'from-k8s-resource', team: 'cart' },
  });

/** alice, App Developer of `default`, also of `system`, where the addons' read-only applications are. */
export const letAliceIntoSystem = (sandbox: TestSandbox) =>
  sandbox.request('POST', '/api/v1/projects/system/users', {
    userName: 'alice',
    userRoles: ['app-developer'],
  });

/** workflow-dev with `steps` before its deploy step. */
export async function prependSteps(sandbox: TestSandbox, steps: object[]): Promise<void> {
  const dev = await sandbox.request<{ steps: object[] }>('GET', workflowUrl('workflow-dev'));
  await sandbox.request('PUT', workflowUrl('workflow-dev'), { ...dev, steps: [...steps, ...dev.steps] });
}

/** A manual approval before dev's deploy step: a deploy then waits, suspending, until resumed. */
export const requireApproval = (sandbox: TestSandbox) =>
  prependSteps(sandbox, [{ name: 'approve', alias: 'Approve', type: 'suspend' }]);

export type NewestRecord = 'suspending' | 'succeeded' | 'failed' | 'terminated';

/**
 * The seeded hello-world's dev records: the seed's deploy (succeeded), then a newer one that ends as
 * `newest` says: waiting at the approval, succeeded, failed on a request to a mistyped address, or
 * terminated at the approval. Their names, newest and older, and the newest's URL.
 */
export async function seedRecords(sandbox: TestSandbox, newest: NewestRecord = 'suspending') {
  await seedHelloWorld(sandbox);
  const older = await newestRecord(sandbox);
  if (newest === 'suspending' || newest === 'terminated') await requireApproval(sandbox);
  if (newest === 'failed')
    await prependSteps(sandbox, [{ name: 'call', type: 'request', properties: { url: 'ftp://mistyped' } }]);
  await sandbox.request('POST', `${APP_URL}/deploy`, { workflowName: 'workflow-dev' });
  const name = await newestRecord(sandbox);
  const url = `${workflowUrl('workflow-dev')}/records/${name}`;
  if (newest === 'terminated') await sandbox.request('GET', `${url}/terminate`);
  return { newest: name, older, url };
}
