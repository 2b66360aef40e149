/** Test support: the projects, targets and environment the environment screens' tests read, made through the sandbox's API. */
import type { TestSandbox } from '@src/test/sandboxFetch';

export const PASSWORD = 'Secret123';

const target = (sandbox: TestSandbox, project: string, name: string, alias: string, namespace: string) =>
  sandbox.request('POST', '/api/v1/targets', {
    name,
    alias,
    project,
    cluster: { clusterName: 'local', namespace },
  });

/**
 * Beside the startup project, target and environment `default`: targets t1 (Target One) and t2 in
 * `default`, the project team-shop (Shop) with its target shop-t (Shop Target), both the admin's, and
 * the environment dev (Development) on t1 and t2.
 */
export async function seedEnvs(sandbox: TestSandbox): Promise<void> {
  await target(sandbox, 'default', 't1', 'Target One', 'ns-1');
  await target(sandbox, 'default', 't2', '', 'ns-2');
  await sandbox.request('POST', '/api/v1/projects', { name: 'team-shop', alias: 'Shop', owner: 'admin' });
  await target(sandbox, 'team-shop', 'shop-t', 'Shop Target', 'shop');
  await sandbox.request('POST', '/api/v1/envs', {
    name: 'dev',
    alias: 'Development',
    description: 'Where features land first',
    namespace: 'dev-ns',
    project: 'default',
    targets: ['t1', 't2'],
  });
}

/** dave, an App Developer of the project demo (environment demo-dev on target t9) and a viewer of `default`. */
export async function signInAsDeveloper(sandbox: TestSandbox): Promise<void> {
  await sandbox.request('POST', '/api/v1/projects', { name: 'demo', alias: 'Demo', owner: 'admin' });
  await target(sandbox, 'demo', 't9', '', 'ns-9');
  await sandbox.request('POST', '/api/v1/envs', {
    name: 'demo-dev',
    namespace: 'demo-dev',
    project: 'demo',
    targets: ['t9'],
  });
  await sandbox.request('POST', '/api/v1/users', {
    name: 'dave',
    email: 'dave@example.com',
    password: PASSWORD,
    roles: [],
  });
  await sandbox.request('POST', '/api/v1/projects/demo/users', {
    userName: 'dave',
    userRoles: ['app-developer'],
  });
  await sandbox.request('POST', '/api/v1/projects/default/users', {
    userName: 'dave',
    userRoles: ['project-viewer'],
  });
  await sandbox.signIn('dave', PASSWORD);
}
