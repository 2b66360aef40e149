import type { Schemas } from '../testing';
import {
  createSandbox,
  expectError,
  expectOk,
  nonWebAddresses,
  type Sandbox,
  type Session,
} from '../testing';

type Registries = Schemas['v1.ListAddonRegistryResponse'];
type Registry = Schemas['v1.AddonRegistry'];
type AddonList = Schemas['v1.ListAddonResponse'];
type FlatAddon = Schemas['v1.AddonInfo'] & { name: string };

describe('addon registries', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = createSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('starts with the KubeVela registry of the vela-core chart', async () => {
    const list = await admin.get<Registries>('/api/v1/addon_registries');
    expectOk(list);
    expect(list.body.registries).toEqual([
      { name: 'KubeVela', helm: { url: 'https://kubevela.github.io/catalog/official' } },
    ]);
  });

  it('adds the experimental registry, whose addons then show up after the official ones win', async () => {
    const created = await admin.post<Registry>('/api/v1/addon_registries', {
      name: 'experimental',
      helm: { url: 'https://addons.kubevela.net/experimental', username: 'u', password: 'p' },
    });
    expectOk(created);
    expect(created.body).toEqual({
      name: 'experimental',
      helm: { url: 'https://addons.kubevela.net/experimental' },
    });
    const registries = await admin.get<Registries>('/api/v1/addon_registries');
    expect(registries.body.registries.map((registry) => registry.name)).toEqual(['KubeVela', 'experimental']);

    const addons = (await admin.get<AddonList>('/api/v1/addons')).body.addons as FlatAddon[];
    expect(addons.find((addon) => addon.name === 'argocd')?.registryName).toBe('experimental');
    expect(addons.find((addon) => addon.name === 'velaux')?.registryName).toBe('KubeVela');
    expect(addons.map((addon) => addon.name)).not.toContain('ocm-hub-control-plane');
    const experimental = (await admin.get<AddonList>('/api/v1/addons?registry=experimental')).body.addons;
    expect((experimental as FlatAddon[]).map((addon) => addon.name)).toEqual([
      'argocd',
      'flink-kubernetes-operator',
    ]);
  });

  it('refuses a taken name (50002) and a missing one (400)', async () => {
    expectError(
      await admin.post('/api/v1/addon_registries', { name: 'KubeVela', helm: { url: 'https://x.example' } }),
      50002,
    );
    expectError(await admin.post('/api/v1/addon_registries', { helm: { url: 'https://x.example' } }), 400);
  });

  it('updates the first source given and hides tokens; unknown registries are 50006', async () => {
    await admin.post('/api/v1/addon_registries', {
      name: 'mine',
      git: { url: 'https://github.com/me/catalog', path: 'addons', token: 'secret' },
    });
    const updated = await admin.put<Registry>('/api/v1/addon_registries/mine', {
      git: { url: 'https://github.com/me/other', path: 'addons', token: 'secret' },
      helm: { url: 'https://ignored' },
    });
    expectOk(updated);
    expect(updated.body).toEqual({
      name: 'mine',
      git: { url: 'https://github.com/me/other', path: 'addons' },
    });
    expectError(
      await admin.put('/api/v1/addon_registries/ghost', { helm: { url: 'https://x.example' } }),
      50006,
    );
  });

  it('refuses an address that is not http(s), of every kind of registry, on create and on update', async () => {
    const sources = {
      helm: (url: string) => ({ helm: { url } }),
      git: (url: string) => ({ git: { url, path: 'addons' } }),
      gitee: (url: string) => ({ gitee: { url, path: 'addons' } }),
      gitlab: (url: string) => ({ gitlab: { url, repo: 'catalog', path: 'addons' } }),
      oss: (url: string) => ({ oss: { end_point: url, bucket: 'addons', path: '' } }),
    };
    for (const [kind, source] of Object.entries(sources)) {
      const field = kind === 'oss' ? 'oss.end_point' : `${kind}.url`;
      for (const address of nonWebAddresses) {
        const created = await admin.post<{ Message: string }>('/api/v1/addon_registries', {
          name: 'hostile',
          ...source(address),
        });
        expectError(created, 400);
        expect([address, created.body.Message]).toEqual([
          address,
          `the field '${field}' must be an http or https URL`,
        ]);
        const updated = await admin.put('/api/v1/addon_registries/KubeVela', source(address));
        expect([address, updated.status]).toEqual([address, 400]);
      }
      expectOk(await admin.post('/api/v1/addon_registries', { name: kind, ...source('http://r.example') }));
    }
    const registries = await admin.get<Registries>('/api/v1/addon_registries');
    expect(registries.body.registries.map((registry) => registry.name)).toEqual([
      'KubeVela',
      'git',
      'gitee',
      'gitlab',
      'helm',
      'oss',
    ]);
    expect(registries.body.registries[0].helm?.url).toBe('https://kubevela.github.io/catalog/official');
  });

  it('deletes a registry and answers with it', async () => {
    const removed = await admin.delete<Registry>('/api/v1/addon_registries/KubeVela');
    expectOk(removed);
    expect(removed.body.name).toBe('KubeVela');
    expect((await admin.get<Registries>('/api/v1/addon_registries')).body.registries).toEqual([]);
    expect((await admin.get<AddonList>('/api/v1/addons')).body.addons).toEqual([]);
    expectError(await admin.delete('/api/v1/addon_registries/KubeVela'), 50006);
  });

  it('is for platform admins', async () => {
    const alice = await sandbox.login('alice');
    expectError(await alice.get('/api/v1/addon_registries'), 403);
  });
});
