/**
 * Test support: a part of an application's pages drawn over the in-process sandbox, and the demo's
 * hello-world (default project, bound to the environment default) changed through the API into what
 * the status, instances and logs pages' tests read.
 */
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import type { TestSandbox } from '@src/test/sandboxFetch';
import { createElement, type ReactNode } from 'react';
import { expect } from 'vitest';
import { isReadOnlyApp } from '../shared/application';
import { ApplicationContext, type AppDetail } from '../shared/useApplication';

export const HELLO = '/api/v1/applications/hello-world';

interface InAppOptions {
  /** The address; its second segment names the application. */
  path: string;
  /** The route pattern `ui` is the page of, so it reads its params. */
  route?: string;
}

/**
 * Renders `ui` inside the application frame's context (the application the address names, read as
 * the signed-in user), as `useApplication()` gives it under /applications/{appName}/….
 */
export async function renderInSandboxApp(sandbox: TestSandbox, ui: ReactNode, options: InAppOptions) {
  const { path, route } = options;
  const name = path.split(/[/?#]/)[2];
  const token = localStorage.getItem('token') ?? undefined;
  const read = await sandbox.server.request<AppDetail>('GET', `/api/v1/applications/${name}`, { token });
  expect(read.status, read.text).toBe(200);
  const stored = read.body;
  const app = { ...stored, id: stored.name };
  const value = { app, project: app.project?.name ?? '', readOnly: isReadOnlyApp(app) };
  return renderWithSandbox(sandbox, createElement(ApplicationContext.Provider, { value }, ui), {
    resource: 'applications',
    path,
    route,
  });
}

/** Moves the sandbox clock forward, as time passing on the cluster. */
export const advanceClock = (sandbox: TestSandbox, seconds: number) =>
  sandbox.server.request('POST', '/__test__/clock', { body: { advanceSeconds: seconds } });

/**
 * hello-world redeployed to default with requests (250m CPU, 128Mi), a sidecar `proxy` whose image
 * (`proxyImage`, ending in `:fail`) crash-loops, and a task component `migrate`; then 65 s pass, so
 * the proxy has restarted 3 times and the task's pod has succeeded.
 */
export async function seedHelloPods(sandbox: TestSandbox, proxyImage = 'envoy:fail'): Promise<void> {
  const component = `${HELLO}/components/hello-world`;
  await sandbox.request('PUT', component, {
    properties: JSON.stringify({
      image: 'nginx:1.25',
      ports: [{ port: 80, expose: true }],
      cpu: '250m',
      memory: '128Mi',
    }),
  });
  await sandbox.request('POST', `${component}/traits`, {
    type: 'sidecar',
    properties: JSON.stringify({ name: 'proxy', image: proxyImage }),
  });
  await sandbox.request('POST', `${HELLO}/components`, {
    name: 'migrate',
    componentType: 'task',
    properties: JSON.stringify({ image: 'busybox:1.36', cmd: ['sh', '-c', 'echo migrated'] }),
  });
  await sandbox.request('POST', `${HELLO}/deploy`, { workflowName: 'workflow-default', force: false });
  await advanceClock(sandbox, 65);
}

/** The parameters of each request for a VelaQL view the page made, as `{key: value}`. */
export const viewsAsked = (sandbox: TestSandbox, view: string) =>
  sandbox.asked().flatMap((request) => {
    const match = new RegExp(`^GET /api/v1/query\\?velaql=${view}\\{(.*)\\}\\.status$`).exec(request);
    if (!match) return [];
    return [Object.fromEntries(match[1].split(',').map((pair) => pair.split('=')))];
  });

/** The names of hello-world's pods in default: the web pod (hello-world) and the task's (migrate). */
export async function helloPodNames(sandbox: TestSandbox): Promise<{ web: string; task: string }> {
  const url = `/api/v1/query?velaql=${encodeURIComponent('component-pod-view{appName=hello-world,appNs=default}.status')}`;
  const { podList } = await sandbox.request<{ podList: { component: string; metadata: { name: string } }[] }>(
    'GET',
    url,
  );
  const of = (component: string) => podList.find((pod) => pod.component === component)?.metadata.name ?? '';
  return { web: of('hello-world'), task: of('migrate') };
}

/** Takes hello-world out of default, as Recycle does: its pods are gone. */
export const recycleHello = (sandbox: TestSandbox) =>
  sandbox.request('POST', `${HELLO}/envs/default/recycle`);

/**
 * hello-world running in default with a gateway (hello.example.com) and an Alibaba OSS bucket
 * (terraform-alibaba enabled), deployed, provisioned 65 s later, and then its image changed to
 * nginx:1.26 without deploying, so the latest configuration differs from what runs.
 */
export async function seedHelloStatus(sandbox: TestSandbox): Promise<void> {
  await sandbox.request('POST', '/api/v1/addons/terraform-alibaba/enable', {
    args: { ALICLOUD_ACCESS_KEY: 'key', ALICLOUD_SECRET_KEY: 'secret', ALICLOUD_REGION: 'cn-hongkong' },
  });
  await advanceClock(sandbox, 10);
  const component = `${HELLO}/components/hello-world`;
  await sandbox.request('POST', `${component}/traits`, {
    type: 'gateway',
    properties: JSON.stringify({ domain: 'hello.example.com', http: { '/': 80 } }),
  });
  await sandbox.request('POST', `${HELLO}/components`, {
    name: 'bucket',
    componentType: 'alibaba-oss',
    properties: JSON.stringify({ bucket: 'bucket-1' }),
  });
  await sandbox.request('POST', `${HELLO}/deploy`, { workflowName: 'workflow-default' });
  await advanceClock(sandbox, 65);
  await sandbox.request('PUT', component, {
    properties: JSON.stringify({ image: 'nginx:1.26', ports: [{ port: 80, expose: true }] }),
  });
}
