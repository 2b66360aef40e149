import type { GetListParams } from 'react-admin';
import { recordedHttp } from './recordedHttp';

const { http, dp, answer, lastCall } = recordedHttp();
const listParams = (filter: Record<string, unknown>): GetListParams => ({
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' },
  filter,
});

const webservice = { name: 'webservice', alias: '', description: 'Long-running services', status: 'enable' };
const worker = { name: 'worker', alias: '', description: 'Background workers', status: 'disable' };

describe('the definitions resource', () => {
  it('lists one type, hidden ones included on request, with the name as id', async () => {
    answer({ definitions: [webservice, worker] });
    const result = await dp.getList('definitions', listParams({ type: 'component', queryAll: true }));
    expect(lastCall()[0]).toBe('/api/v1/definitions?type=component&queryAll=true');
    expect(result).toEqual({
      data: [
        { id: 'webservice', ...webservice },
        { id: 'worker', ...worker },
      ],
      total: 2,
    });
  });

  it('sends no queryAll when the filter leaves it out, and treats a null list as empty', async () => {
    answer({ definitions: null });
    const result = await dp.getList('definitions', listParams({ type: 'trait' }));
    expect(lastCall()[0]).toBe('/api/v1/definitions?type=trait');
    expect(result).toEqual({ data: [], total: 0 });
  });

  it('refuses to list without a type, before any request', async () => {
    await expect(dp.getList('definitions', listParams({}))).rejects.toThrow('definitions needs meta.type');
    expect(http).not.toHaveBeenCalled();
  });

  it('reads one definition with the type from meta', async () => {
    answer({ ...webservice, uiSchema: [{ jsonKey: 'image', uiType: 'ImageInput' }] });
    const { data } = await dp.getOne('definitions', { id: 'webservice', meta: { type: 'component' } });
    expect(lastCall()[0]).toBe('/api/v1/definitions/webservice?type=component');
    expect(data).toMatchObject({ id: 'webservice', uiSchema: [{ jsonKey: 'image' }] });
  });

  it('refuses to read one definition without a type', async () => {
    await expect(dp.getOne('definitions', { id: 'webservice' })).rejects.toThrow('needs meta.type');
    expect(http).not.toHaveBeenCalled();
  });

  it('offers no generic writes', async () => {
    await expect(
      dp.update('definitions', { id: 'webservice', data: {}, previousData: { id: 'webservice' } }),
    ).rejects.toThrow('does not support update');
    expect(http).not.toHaveBeenCalled();
  });
});

describe('definition methods', () => {
  it('puts the status with the type and the hidden flag', async () => {
    answer([]);
    await dp.updateDefinitionStatus('my def', { type: 'trait', hiddenInUI: true });
    expect(lastCall()).toEqual([
      '/api/v1/definitions/my%20def/status',
      { method: 'PUT', body: { type: 'trait', hiddenInUI: true } },
    ]);
  });

  it('puts the UI schema and returns the patched schema the server answers', async () => {
    const patched = [{ jsonKey: 'image', uiType: 'ImageInput', label: 'Image', sort: 1, description: '' }];
    answer(patched);
    const uiSchema = [{ jsonKey: 'image', uiType: 'ImageInput', label: 'Image', description: '', sort: 0 }];
    const result = await dp.updateDefinitionUiSchema('webservice', { type: 'component', uiSchema });
    expect(lastCall()).toEqual([
      '/api/v1/definitions/webservice/uischema',
      { method: 'PUT', body: { type: 'component', uiSchema } },
    ]);
    expect(result).toEqual(patched);
  });
});
