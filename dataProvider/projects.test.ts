import { clusterTarget } from './bodies/projects';
import { recordedHttp } from './recordedHttp';

const { dp, answer, lastCall } = recordedHttp();

describe('config distributions of a project', () => {
  it('distributes a config to the chosen cluster/namespace targets of the project', async () => {
    answer({});
    await dp.create('projectDistributions', {
      meta: { project: 'team-shop' },
      data: {
        name: 'distribute-charts',
        configs: [{ name: 'charts', namespace: 'vela-system', alias: 'Charts' }],
        targets: ['local/shop-test', 'prod-cluster/shop'],
      },
    });
    expect(lastCall()).toEqual([
      '/api/v1/projects/team-shop/distributions',
      {
        method: 'POST',
        body: {
          name: 'distribute-charts',
          configs: [{ name: 'charts', namespace: 'vela-system' }],
          targets: [
            { clusterName: 'local', namespace: 'shop-test' },
            { clusterName: 'prod-cluster', namespace: 'shop' },
          ],
        },
      },
    ]);
  });

  it('lists the distributions of the project, named by their name', async () => {
    answer({ distributions: [{ name: 'distribute-charts', targets: [] }] });
    const { data } = await dp.getList('projectDistributions', {
      meta: { project: 'default' },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(lastCall()[0]).toBe('/api/v1/projects/default/distributions');
    expect(data).toEqual([{ id: 'distribute-charts', name: 'distribute-charts', targets: [] }]);
  });

  it('deletes a distribution and a config of the project', async () => {
    answer({});
    await dp.delete('projectDistributions', { id: 'distribute-charts', meta: { project: 'default' } });
    expect(lastCall()).toEqual([
      '/api/v1/projects/default/distributions/distribute-charts',
      { method: 'DELETE' },
    ]);
    await dp.delete('projectConfigs', { id: 'charts', meta: { project: 'default' } });
    expect(lastCall()).toEqual(['/api/v1/projects/default/configs/charts', { method: 'DELETE' }]);
  });
});

describe('a distribution target', () => {
  it.each([
    ['local/default', { clusterName: 'local', namespace: 'default' }],
    ['local/team/a', { clusterName: 'local', namespace: 'team/a' }],
    [
      { clusterName: 'prod', namespace: 'shop' },
      { clusterName: 'prod', namespace: 'shop' },
    ],
    ['local', { clusterName: 'local', namespace: '' }],
  ])('reads %j', (value, target) => {
    expect(clusterTarget(value)).toEqual(target);
  });
});

describe('the lists of a project tab', () => {
  it("asks for the project's applications and pipelines", async () => {
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: { project: 'team-shop' },
    };
    answer({ applications: [] });
    await dp.getList('applications', params);
    expect(lastCall()[0]).toBe('/api/v1/applications?project=team-shop');
    answer({ pipelines: [] });
    await dp.getList('pipelines', params);
    expect(lastCall()[0]).toBe('/api/v1/pipelines?projectName=team-shop');
  });
});
