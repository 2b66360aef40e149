/** Test support: the users the users screen's tests read, made through the sandbox's API. */
import type { TestSandbox } from '@src/test/sandboxFetch';

/** The sandbox clock's time, so records show a time the tests can name. */
export const SANDBOX_TIME = () => new Date('2024-05-01T10:20:30');

export const PASSWORD = 'Secret123';

/** alice, an active platform admin; bob, disabled, with no platform role; and the platform role auditor. */
export async function seedUsers(sandbox: TestSandbox): Promise<void> {
  await sandbox.request('POST', '/api/v1/roles', { name: 'auditor', permissions: ['project-list'] });
  const user = (name: string, alias: string, roles: string[]) =>
    sandbox.request('POST', '/api/v1/users', {
      name,
      alias,
      email: `${name}@example.com`,
      password: PASSWORD,
      roles,
    });
  await user('alice', 'Alice', ['admin']);
  await user('bob', 'Bob', []);
  await sandbox.request('GET', '/api/v1/users/bob/disable');
}
