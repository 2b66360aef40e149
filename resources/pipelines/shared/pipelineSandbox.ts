/** Test support: two projects, their pipelines and contexts, and their members, made through the sandbox's API. */
import type { TestSandbox } from '@src/test/sandboxFetch';

export const PASSWORD = 'Secret123';

export const contextsUrl = (project: string, pipeline: string) =>
  `/api/v1/projects/${project}/pipelines/${pipeline}/contexts`;

const spec = { steps: [{ name: 'hello', type: 'print-message-in-status', properties: { message: 'hi' } }] };

/**
 * Projects shop ("Shop") and data ("Data"); release ("Release") in shop with the context production
 * (env=prod, or `production` when given), nightly in data; grace, Project Admin of shop and Project
 * Viewer of data; bob, Project Viewer of both.
 */
export async function seedPipelines(
  sandbox: TestSandbox,
  production = [{ key: 'env', value: 'prod' }],
): Promise<void> {
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
