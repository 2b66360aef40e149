import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, type Sandbox, type Session } from '../testing';

type Versions = Schemas['v1.ChartVersionListResponse'];
type ImageInfo = Schemas['v1.ImageInfo'];
type Registries = Schemas['v1.ListImageRegistryResponse'];

const repo = 'repoUrl=https://charts.bitnami.com/bitnami';
const base = '/api/v1/repository';

describe('repository helpers', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('lists charts, their versions and values in both path styles', async () => {
    const charts = await admin.get<string[]>(`${base}/charts?${repo}&project=default`);
    expect(charts.body).toEqual(['nginx', 'redis', 'mysql', 'podinfo']);

    const versions = await admin.get<Versions>(`${base}/chart/versions?${repo}&chart=nginx`);
    expect(versions.body.versions.map((v) => v.Metadata.version)).toEqual(['15.4.4', '15.3.1', '13.2.34']);
    expect(versions.body.versions[0]).toMatchObject({
      name: 'nginx',
      appVersion: '1.25.3',
      urls: ['https://charts.bitnami.com/bitnami/nginx-15.4.4.tgz'],
    });
    const pathStyle = await admin.get<Versions>(`${base}/charts/nginx/versions?${repo}`);
    expect(pathStyle.body).toEqual(versions.body);

    const text = await admin.get<string>(
      `${base}/chart/values?${repo}&chart=nginx&version=15.3.1&repoType=helm`,
    );
    expect(text.body).toContain('tag: 1.25.2');
    const flat = await admin.get<Record<string, unknown>>(
      `${base}/charts/nginx/versions/15.3.1/values?${repo}`,
    );
    expect(flat.body).toMatchObject({ replicaCount: 1, 'image.tag': '1.25.2', 'service.ports.http': 80 });
  });

  it('reports unreachable repositories and unknown charts with HTTP 200 codes', async () => {
    const unreachable = 'repoUrl=https://charts.example.invalid';
    expectError(await admin.get(`${base}/charts?${unreachable}`), 13001);
    expectError(await admin.get(`${base}/chart/versions?${unreachable}&chart=nginx`), 13002);
    expectError(await admin.get(`${base}/chart/values?${unreachable}&chart=nginx&version=15.3.1`), 13003);
    expectError(await admin.get(`${base}/chart/versions?${repo}&chart=ghost`), 13004);
    expectError(await admin.get(`${base}/charts/nginx/versions/9.9.9/values?${repo}`), 13003);
  });

  it('refuses bad URLs, a bad skipCache and unreadable credentials', async () => {
    expectError(await admin.get(`${base}/charts?repoUrl=not-a-url`), 13007);
    expectError(await admin.get(`${base}/charts?${repo}&skipCache=maybe`), 13005);
    expectError(
      await admin.get(`${base}/charts?${repo}&skipCache=true&secretName=ghost&project=default`),
      13006,
    );
    await admin.post('/api/v1/projects/default/configs', {
      name: 'bitnami',
      template: { name: 'helm-repository' },
      properties: JSON.stringify({ url: 'https://charts.bitnami.com/bitnami' }),
    });
    const withSecret = await admin.get<string[]>(`${base}/charts?${repo}&secretName=bitnami&project=default`);
    expect(withSecret.body).toContain('nginx');
  });

  it('lists the helm repositories and image registries a project may use', async () => {
    // Like the real server, only configs: the built-in repository is the console's to add.
    const none = await admin.get<string[]>(`${base}/chart_repos?project=default`);
    expect(none.body).toEqual([]);
    await admin.post('/api/v1/projects/default/configs', {
      name: 'bitnami',
      template: { name: 'helm-repository' },
      properties: JSON.stringify({ url: 'https://charts.bitnami.com/bitnami' }),
    });
    await admin.post('/api/v1/configs', {
      name: 'team-registry',
      template: { name: 'image-registry' },
      properties: JSON.stringify({ registry: 'registry.team.io' }),
    });
    const repos = await admin.get<string[]>(`${base}/chart_repos?project=default`);
    expect(repos.body).toEqual(['https://charts.bitnami.com/bitnami']);
    const registries = await admin.get<Registries>(`${base}/image/repos?project=default`);
    expect(registries.body.registries).toEqual([
      { name: 'team-registry', secretName: 'team-registry', domain: 'registry.team.io' },
    ]);
  });

  it('describes images the same way every time, and explains what it cannot read', async () => {
    const nginx = await admin.get<ImageInfo>(`${base}/image/info?project=default&name=nginx:1.25`);
    expect(nginx.body).toMatchObject({ name: 'nginx:1.25', registry: 'index.docker.io', secretNames: [] });
    expect(nginx.body.size).toBeGreaterThan(0);
    expect(nginx.body.info?.architecture).toBe('amd64');
    const again = await admin.get<ImageInfo>(`${base}/image/info?project=default&name=nginx:1.25`);
    expect(again.body).toEqual(nginx.body);

    const invalid = await admin.get<ImageInfo>(`${base}/image/info?project=default&name=Not Valid`);
    expect(invalid.body.message).toBe('The image name is invalid.');
    const privateImage = await admin.get<ImageInfo>(
      `${base}/image/info?project=default&name=registry.team.io/app:1`,
    );
    expect(privateImage.body.message).toContain('UNAUTHORIZED');
    await admin.post('/api/v1/configs', {
      name: 'team-registry',
      template: { name: 'image-registry' },
      properties: JSON.stringify({ registry: 'registry.team.io' }),
    });
    const known = await admin.get<ImageInfo>(
      `${base}/image/info?project=default&name=registry.team.io/app:1`,
    );
    expect(known.body).toMatchObject({ registry: 'registry.team.io', secretNames: ['team-registry'] });
    expect(known.body.message).toBeUndefined();
  });

  it('checks project config access for repositories and images, but only a token for charts', async () => {
    await admin.post('/api/v1/projects', { name: 'shop' });
    const alice = await sandbox.login('alice');
    expect((await alice.get(`${base}/charts?${repo}`)).status).toBe(200);
    expect((await alice.get(`${base}/image/repos?project=default`)).status).toBe(200);
    expectError(await alice.get(`${base}/image/repos?project=shop`), 403);
    expectError(await alice.get(`${base}/chart_repos?project=shop`), 403);
    expectError(await alice.get(`${base}/image/info?project=shop&name=nginx`), 403);
  });
});
