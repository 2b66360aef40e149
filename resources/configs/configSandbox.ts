/** Test support: the configs the configs screens' tests read, made through the sandbox's API. */
import type { TestSandbox } from '@src/test/sandboxFetch';

export const PASSWORD = 'Secret123';

const config = (
  sandbox: TestSandbox,
  name: string,
  template: string,
  properties: Record<string, unknown> = {},
) =>
  sandbox.request('POST', '/api/v1/configs', {
    name,
    alias: `${name} alias`,
    description: `The ${name} config`,
    template: { name: template, namespace: 'vela-system' },
    properties: JSON.stringify(properties),
  });

/**
 * Helm repositories charts, mirror and private-charts (with a password), the image registry hub (with
 * a password), the Dex connector sso, and the sensitive Terraform config alibaba.
 */
export async function seedConfigs(sandbox: TestSandbox): Promise<void> {
  await config(sandbox, 'charts', 'helm-repository', { url: 'https://charts.example.com' });
  await config(sandbox, 'mirror', 'helm-repository', { url: 'https://mirror.example.com' });
  await config(sandbox, 'private-charts', 'helm-repository', {
    url: 'https://private.example.com',
    password: 'letmein',
  });
  await config(sandbox, 'hub', 'image-registry', {
    registry: 'hub.example.com',
    auth: { username: 'ci', password: 'hunter2' },
  });
  await config(sandbox, 'sso', 'dex-connector');
  await config(sandbox, 'alibaba', 'terraform-alibaba', {
    ALICLOUD_ACCESS_KEY: 'k',
    ALICLOUD_SECRET_KEY: 's',
  });
}

/** reader, who may list configs and nothing else. */
export async function signInAsConfigReader(sandbox: TestSandbox): Promise<void> {
  await sandbox.request('POST', '/api/v1/permissions', {
    name: 'config-list',
    resources: ['config:*'],
    actions: ['list'],
  });
  await sandbox.request('POST', '/api/v1/roles', { name: 'config-reader', permissions: ['config-list'] });
  await sandbox.request('POST', '/api/v1/users', {
    name: 'reader',
    email: 'reader@example.com',
    password: PASSWORD,
    roles: ['config-reader'],
  });
  await sandbox.signIn('reader', PASSWORD);
}
