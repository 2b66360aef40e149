/** Test support: two projects, their pipelines and contexts, and their members, made through the sandbox's API. */
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import type { TestSandbox } from '@src/test/sandboxFetch';
import { createElement } from 'react';
import { useParams } from 'react-router-dom';
import { PipelinePages } from '../PipelinePages';

export const PASSWORD = 'Secret123';

export const contextsUrl = (project: string, pipeline: string) =>
  `/api/v1/projects/${project}/pipelines/${pipeline}/contexts`;

const spec = { steps: [{ name: 'hello', type: 'print-message-in-status', properties: { message: 'hi' } }] };

/**
 * Projects shop ("Shop") and data ("Data"); release ("Release") in shop with the context production
 * (env=prod, or `production` when given), nightly in data; grace, Project Admin of shop and Project
 * Viewer of data; bob, Project Viewer of both. The vela-workflow addon is enabled, as runs need it.
 */
export async function seedPipelines(
  sandbox: TestSandbox,
  production = [{ key: 'env', value: 'prod' }],
): Promise<void> {
  await sandbox.request('POST', '/api/v1/addons/vela-workflow/enable', {});
  for (const [name, alias] of [
    ['shop', 'Shop'],
    ['data', 'Data'],
  ])
    await sandbox.request('POST', '/api/v1/projects', { name, alias, owner: 'admin' });
  await sandbox.request('POST', '/api/v1/projects/shop/pipelines', {
    name: 'release',
    alias: 'Release',
    description: 'Ships the shop',
    spec,
  });
  await sandbox.request('POST', '/api/v1/projects/data/pipelines', {
    name: 'nightly',
    description: 'Builds the report',
    spec,
  });
  await sandbox.request('POST', contextsUrl('shop', 'release'), { name: 'production', values: production });
  const member = async (name: string, roles: Record<string, string>) => {
    await sandbox.request('POST', '/api/v1/users', {
      name,
      email: `${name}@example.com`,
      password: PASSWORD,
    });
    for (const [project, role] of Object.entries(roles))
      await sandbox.request('POST', `/api/v1/projects/${project}/users`, {
        userName: name,
        userRoles: [role],
      });
  };
  await member('grace', { shop: 'project-admin', data: 'project-viewer' });
  await member('bob', { shop: 'project-viewer', data: 'project-viewer' });
}

/** The contexts of a pipeline as stored, secrets shown. */
export async function storedContexts(sandbox: TestSandbox, project: string, pipeline: string) {
  const url = `${contextsUrl(project, pipeline)}?reveal=true`;
  return (await sandbox.request<{ contexts: Record<string, unknown> }>('GET', url)).contexts;
}

const releaseUrl = '/api/v1/projects/shop/pipelines/release';

/** release's runs: one failed (a mistyped URL), then two that succeeded; the newest run's name. */
export async function runReleaseThrice(sandbox: TestSandbox): Promise<string> {
  const withSteps = (steps: object[]) =>
    sandbox.request('PUT', releaseUrl, { alias: 'Release', description: 'Ships the shop', spec: { steps } });
  await withSteps([{ name: 'call', type: 'request', properties: { url: 'ftp://mistyped' } }]);
  await sandbox.request('POST', `${releaseUrl}/run`, {});
  await withSteps(spec.steps);
  await sandbox.request('POST', `${releaseUrl}/run`, {});
  await sandbox.request('POST', `${releaseUrl}/run`, {});
  const runs = await sandbox.request<{ runs: { pipelineRunName: string }[] }>('GET', `${releaseUrl}/runs`);
  return (
    runs.runs
      .map((run) => run.pipelineRunName)
      .sort()
      .at(-1) ?? ''
  );
}

/** Seconds of the sandbox clock per simulated step, for files that build their sandbox with it. */
export const STEP_SECONDS = 60;

/** Moves the sandbox clock on by `steps` simulated steps of STEP_SECONDS. */
export const moveClock = (sandbox: TestSandbox, steps: number) =>
  sandbox.server.request('POST', '/__test__/clock', { body: { advanceSeconds: steps * STEP_SECONDS } });

/** A request step to `url`: it succeeds after one step, or fails there on an address that is not http(s). */
export const checkStep = (url = 'https://registry.example.com') => ({
  name: 'check',
  type: 'request',
  properties: { url },
});

/** A suspend step: the run waits for a resume. */
export const approveStep = {
  name: 'approve',
  type: 'suspend',
  alias: 'Approve',
  properties: { message: 'Approve the release' },
};

/** release with `steps` (check, then approve), steps StepByStep and sub-steps DAG. */
export const setReleaseSteps = (sandbox: TestSandbox, steps: object[] = [checkStep(), approveStep]) =>
  sandbox.request('PUT', releaseUrl, {
    alias: 'Release',
    description: 'Checks and waits for approval',
    spec: { mode: { steps: 'StepByStep', subSteps: 'DAG' }, steps },
  });

/** Runs release with the production context (env=prod); the run's name. */
export async function runRelease(sandbox: TestSandbox): Promise<string> {
  const run = await sandbox.request<{ pipelineRunName: string }>('POST', `${releaseUrl}/run`, {
    contextName: 'production',
  });
  return run.pipelineRunName;
}

const PipelinePagesRoute = () => {
  const { project = '', '*': subPath = '' } = useParams();
  return createElement(PipelinePages, { project, subPath });
};

/** The pages below a project's pipelines tab (studio, runs) at `path`, as the tab's route draws them. */
export const renderPipelinePage = (sandbox: TestSandbox, path: string) =>
  renderWithSandbox(sandbox, createElement(PipelinePagesRoute), {
    resource: 'pipelines',
    path,
    route: '/projects/:project/pipelines/*',
  });
