/**
 * Test support: an application's pages drawn over the in-process sandbox, and the demo's hello-world
 * made again through the API in the shape the pages' tests read.
 */
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import type { TestSandbox } from '@src/test/sandboxFetch';
import { createElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ApplicationDetail } from './ApplicationDetail';

export const APP_URL = '/api/v1/applications/hello-world';

/**
 * An application's pages as their route draws them (`/applications/:appName/*`: the frame with its
 * header, statistics, environment tabs and side menu around the page the address names), without the
 * console's layout, signed in as the sandbox's user of the test.
 */
export const renderAppPage = (sandbox: TestSandbox, path: string) =>
  renderWithSandbox(
    sandbox,
    createElement(
      Routes,
      null,
      createElement(Route, { path: '/applications/:appName/*', element: createElement(ApplicationDetail) }),
    ),
    { resource: 'applications', path },
  );

/** The bodies the page sent with `METHOD /path` (no query), oldest first. */
export const sentBodies = (sandbox: TestSandbox, request: string): unknown[] =>
  sandbox.fetch.mock.calls.flatMap(([input, init]) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input), 'http://console.test');
    const sent = `${init?.method ?? 'GET'} ${pathname}` === request && typeof init?.body === 'string';
    return sent ? [JSON.parse(init.body as string) as unknown] : [];
  });

/** Each environment of `default` the tests use, on a target of its name (and its target's alias). */
const stages = [
  { name: 'dev', alias: 'Development', namespace: 'dev-ns', target: 'Development target' },
  { name: 'prod', alias: 'Production', namespace: 'prod-ns', target: 'Production target' },
  { name: 'qa', alias: '', namespace: 'qa-ns', target: '' },
  { name: 'edge', alias: '', namespace: 'edge-ns', target: '' },
];

const workflow = async (sandbox: TestSandbox, name: string) =>
  sandbox.request<{ steps: object[]; mode: string; subMode: string }>('GET', `${APP_URL}/workflows/${name}`);

/**
 * hello-world (Hello World, "Says hello", label team=shop) of the project `default`, bound to dev
 * (Development), prod (Production) and qa; `default` also has edge, not bound. Beside the workflows the
 * bindings make (workflow-dev, the first, is the default), workflow-dev-canary (Development Canary
 * Workflow) copies workflow-dev, and workflow-prod-extra is another of prod.
 * Deployed to dev once, when `deployed` (the default): dev runs.
 */
export async function seedHelloWorld(sandbox: TestSandbox, { deployed = true } = {}): Promise<void> {
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
    component: {
      name: 'hello-world',
      componentType: 'webservice',
      properties: JSON.stringify({ image: 'nginx:1.25', ports: [{ port: 80, expose: true }] }),
    },
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
  if (deployed) await sandbox.request('POST', `${APP_URL}/deploy`, { workflowName: 'workflow-dev' });
}
