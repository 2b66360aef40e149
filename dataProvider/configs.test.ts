import { recordedHttp } from './recordedHttp';

const { dp, answer, lastCall } = recordedHttp();

const charts = {
  name: 'charts',
  alias: 'Charts',
  description: 'Our charts',
  template: { name: 'helm-repository', namespace: 'vela-system' },
  properties: { url: 'https://charts.example.com' },
  sensitive: false,
  shared: false,
};

describe('platform configs', () => {
  it('lists the configs of one template', async () => {
    answer({ configs: [charts] });
    const { data, total } = await dp.getList('configs', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdTime', order: 'DESC' },
      filter: { template: 'helm-repository' },
    });
    expect(lastCall()[0]).toBe('/api/v1/configs?template=helm-repository');
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ id: 'charts', alias: 'Charts' });
  });

  it('reads one config whether the server sends it alone or, as the contract says, in a list', async () => {
    answer([charts]);
    expect((await dp.getOne('configs', { id: 'charts' })).data).toMatchObject({ id: 'charts', ...charts });
    expect(lastCall()[0]).toBe('/api/v1/configs/charts');

    answer(charts);
    expect((await dp.getOne('configs', { id: 'charts' })).data).toMatchObject({ id: 'charts', ...charts });
  });

  it('creates a config with its properties as JSON text', async () => {
    answer(charts);
    await dp.create('configs', { data: { ...charts, id: 'charts' } });
    expect(lastCall()).toEqual([
      '/api/v1/configs',
      {
        method: 'POST',
        body: {
          name: 'charts',
          alias: 'Charts',
          description: 'Our charts',
          template: { name: 'helm-repository', namespace: 'vela-system' },
          properties: '{"url":"https://charts.example.com"}',
        },
      },
    ]);
  });

  it('updates the alias, description and properties only', async () => {
    answer([charts]);
    await dp.update('configs', {
      id: 'charts',
      data: { ...charts, alias: 'Public Charts', properties: { url: 'oci://charts.example.com' } },
      previousData: { ...charts, id: 'charts' },
    });
    expect(lastCall()).toEqual([
      '/api/v1/configs/charts',
      {
        method: 'PUT',
        body: {
          alias: 'Public Charts',
          description: 'Our charts',
          properties: '{"url":"oci://charts.example.com"}',
        },
      },
    ]);
  });
});

describe('config templates', () => {
  it('lists the templates', async () => {
    answer({ templates: [{ name: 'helm-repository', alias: 'Helm Repository' }] });
    const { data } = await dp.getList('configTemplates', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(lastCall()[0]).toBe('/api/v1/config_templates');
    expect(data.map((template) => template.id)).toEqual(['helm-repository']);
  });

  it('reads a template with its UI schema in the namespace it lives in', async () => {
    answer({ name: 'helm-repository', uiSchema: [{ jsonKey: 'url' }] });
    const { data } = await dp.getOne('configTemplates', {
      id: 'helm-repository',
      meta: { namespace: 'vela-system' },
    });
    expect(lastCall()[0]).toBe('/api/v1/config_templates/helm-repository?namespace=vela-system');
    expect(data.uiSchema).toEqual([{ jsonKey: 'url' }]);
  });
});
