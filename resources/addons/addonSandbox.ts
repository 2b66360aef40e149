/** Test support: addon registries and an addon reader, made through the sandbox's API. */
import type { TestSandbox } from '@src/test/sandboxFetch';

export const PASSWORD = 'Secret123';

/** Adds a Helm registry; the sandbox serves KubeVela's experimental addons from an address naming it. */
export const addRegistry = (sandbox: TestSandbox, name: string, url: string) =>
  sandbox.request('POST', '/api/v1/addon_registries', { name, helm: { url } });

/** KubeVela's experimental registry, as the manager's one-click button adds it. */
export const addExperimentalRegistry = (sandbox: TestSandbox) =>
  addRegistry(sandbox, 'experimental', 'https://addons.kubevela.net/experimental');

/** reader: may list addons and read their detail, nothing else of the platform. */
export async function addAddonReader(sandbox: TestSandbox): Promise<void> {
  await sandbox.request('POST', '/api/v1/permissions', {
    name: 'addon-read',
    alias: 'Addon Read',
    resources: ['addon:*'],
    actions: ['list', 'detail'],
  });
  await sandbox.request('POST', '/api/v1/roles', {
    name: 'addon-reader',
    alias: 'Addon Reader',
    permissions: ['addon-read'],
  });
  await sandbox.request('POST', '/api/v1/users', {
    name: 'reader',
    email: 'reader@example.com',
    password: PASSWORD,
    roles: ['addon-reader'],
  });
}
