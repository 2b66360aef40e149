import { listParams, recordedHttp } from './recordedHttp';

const { dp, answer, lastCall } = recordedHttp();

describe('applications', () => {
  const apps = [
    { name: 'web', description: 'Shop front', labels: { team: 'shop', 'app.oam.dev/source-of-truth': 'x' } },
    { name: 'api', description: 'Orders', labels: { team: 'core', tier: 'back' } },
    { name: 'cart', description: '', labels: { 'app.oam.dev/source-of-truth': 'x' } },
  ];

  it('sends project, environment and target to the server, and filters text and labels itself', async () => {
    answer({ applications: apps });
    const result = await dp.getList(
      'applications',
      listParams({ filter: { project: 'p', env: 'dev', targetName: 't', q: 'SHOP', labels: ['team=shop'] } }),
    );
    expect(lastCall()[0]).toBe('/api/v1/applications?project=p&env=dev&targetName=t');
    expect(result.data.map((app) => app.id)).toEqual(['web']);
  });

  it('keeps an application carrying any one of the chosen labels, never by a hidden label', async () => {
    answer({ applications: apps });
    const byLabels = await dp.getList(
      'applications',
      listParams({ filter: { labels: ['team=shop', 'tier=back'] } }),
    );
    expect(byLabels.data.map((app) => app.id)).toEqual(['api', 'web']);
    const hidden = await dp.getList(
      'applications',
      listParams({ filter: { labels: ['app.oam.dev/source-of-truth=x'] } }),
    );
    expect(hidden.data).toEqual([]);
  });

  it('keeps the starred applications only while the Starred filter is on, none when none is starred', async () => {
    answer({ applications: apps });
    const starred = await dp.getList(
      'applications',
      listParams({ filter: { starred: true, starredNames: ['web', 'cart'] } }),
    );
    expect(lastCall()[0]).toBe('/api/v1/applications');
    expect(starred.data.map((app) => app.id)).toEqual(['cart', 'web']);
    const noneStarred = await dp.getList(
      'applications',
      listParams({ filter: { starred: true, starredNames: [] } }),
    );
    expect(noneStarred.data).toEqual([]);
    const off = await dp.getList('applications', listParams({ filter: { starredNames: ['web'] } }));
    expect(off.data).toHaveLength(3);
  });

  it('creates with the main component named after the application and its properties as JSON', async () => {
    answer({ name: 'shop-web' });
    await dp.create('applications', {
      data: {
        name: 'shop-web',
        alias: 'Shop',
        description: '',
        project: 'default',
        envBindings: ['dev', 'prod'],
        componentType: 'webservice',
        properties: { image: 'nginx:1.25' },
      },
    });
    expect(lastCall()).toEqual([
      '/api/v1/applications?project=default',
      {
        method: 'POST',
        body: {
          name: 'shop-web',
          alias: 'Shop',
          description: '',
          icon: '',
          project: 'default',
          envBinding: [{ name: 'dev' }, { name: 'prod' }],
          component: { name: 'shop-web', componentType: 'webservice', properties: '{"image":"nginx:1.25"}' },
        },
      },
    ]);
  });

  it('updates alias, description and labels, keeping the hidden labels of the record', async () => {
    answer({});
    await dp.update('applications', {
      id: 'web',
      data: { id: 'web', name: 'web', alias: 'Web', description: 'd', icon: '', labels: { team: 'a' } },
      previousData: { id: 'web', labels: { team: 'shop', 'app.oam.dev/source-of-truth': 'from-velaux' } },
    });
    expect(lastCall()).toEqual([
      '/api/v1/applications/web',
      {
        method: 'PUT',
        body: {
          alias: 'Web',
          description: 'd',
          icon: '',
          labels: { 'app.oam.dev/source-of-truth': 'from-velaux', team: 'a' },
          annotations: {},
        },
      },
    ]);
  });
});
