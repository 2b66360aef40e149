import { listParams, recordedHttp } from './recordedHttp';

const { dp, answer, lastCall } = recordedHttp();

const row = (project: string, name: string) => ({ name, project: { name: project, alias: '' } });

describe('pipelines', () => {
  it('lists those of a project matching a text, each named by its project and name', async () => {
    answer({ pipelines: [row('shop', 'release'), row('data', 'release')], total: 2 });
    const { data } = await dp.getList('pipelines', listParams({ filter: { project: 'shop', q: 'rel' } }));
    expect(lastCall()[0]).toBe('/api/v1/pipelines?projectName=shop&query=rel');
    expect(data.map((pipeline) => pipeline.id)).toEqual(['data/release', 'shop/release']);
  });

  it('creates a pipeline in its project and removes one', async () => {
    answer({});
    await dp.createPipeline('team-shop', { name: 'release', spec: { steps: [] } });
    expect(lastCall()).toEqual([
      '/api/v1/projects/team-shop/pipelines',
      { method: 'POST', body: { name: 'release', spec: { steps: [] } } },
    ]);
    await dp.deletePipeline({ project: 'team-shop', pipeline: 'release' });
    expect(lastCall()).toEqual(['/api/v1/projects/team-shop/pipelines/release', { method: 'DELETE' }]);
  });

  it('writes the contexts of a pipeline', async () => {
    const address = { project: 'team-data', pipeline: 'nightly' };
    const values = [{ key: 'env', value: 'prod' }];
    answer({ name: 'production', values });
    await dp.createPipelineContext(address, { name: 'production', values });
    expect(lastCall()).toEqual([
      '/api/v1/projects/team-data/pipelines/nightly/contexts',
      { method: 'POST', body: { name: 'production', values } },
    ]);
    await dp.updatePipelineContext(address, 'production', values);
    expect(lastCall()).toEqual([
      '/api/v1/projects/team-data/pipelines/nightly/contexts/production',
      { method: 'PUT', body: { values } },
    ]);
    await dp.deletePipelineContext(address, 'production');
    expect(lastCall()).toEqual([
      '/api/v1/projects/team-data/pipelines/nightly/contexts/production',
      { method: 'DELETE' },
    ]);
  });
});
