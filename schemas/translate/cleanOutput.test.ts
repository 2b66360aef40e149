import type { UIParam } from '../types';
import { cleanOutput } from './cleanOutput';

const params: UIParam[] = [
  { jsonKey: 'replicas', uiType: 'Number' },
  { jsonKey: 'name', uiType: 'Input' },
  { jsonKey: 'ports', uiType: 'Numbers' },
  { jsonKey: 'cmd', uiType: 'Strings' },
  { jsonKey: 'dbType', uiType: 'Select' },
  { jsonKey: 'dbURL', uiType: 'Input', conditions: [{ jsonKey: 'dbType', value: 'mongodb' }] },
  {
    jsonKey: 'probe',
    uiType: 'Group',
    subParameters: [
      { jsonKey: 'period', uiType: 'Number' },
      { jsonKey: 'command', uiType: 'Strings' },
    ],
  },
  { jsonKey: 'env', uiType: 'Structs', subParameters: [{ jsonKey: 'port', uiType: 'Number' }] },
  {
    jsonKey: 'url',
    uiType: 'Ignore',
    subParameters: [
      { jsonKey: 'value', uiType: 'Input' },
      { jsonKey: 'timeout', uiType: 'Number' },
    ],
  },
];

describe('cleanOutput', () => {
  it('removes empty Number inputs at any depth, but keeps empty text', () => {
    expect(
      cleanOutput(
        { replicas: '', name: '', probe: { period: '' }, env: [{ port: '' }, { port: 8 }] },
        params,
      ),
    ).toEqual({ name: '', probe: {}, env: [{}, { port: 8 }] });
  });

  it('removes empty lists, including nested ones and emptied Numbers lists', () => {
    expect(
      cleanOutput({ cmd: [], ports: [''], probe: { command: [] }, extra: { list: [] } }, params),
    ).toEqual({
      probe: {},
      extra: {},
    });
  });

  it('removes undefined values and keeps keys the UI schema does not describe', () => {
    expect(cleanOutput({ name: undefined, port: 80, volumes: [{ name: 'v' }] }, params)).toEqual({
      port: 80,
      volumes: [{ name: 'v' }],
    });
  });

  it('leaves out fields their conditions hide', () => {
    expect(cleanOutput({ dbType: 'kubeapi', dbURL: 'mongodb://x' }, params)).toEqual({ dbType: 'kubeapi' });
    expect(cleanOutput({ dbType: 'mongodb', dbURL: 'mongodb://x' }, params)).toEqual({
      dbType: 'mongodb',
      dbURL: 'mongodb://x',
    });
  });

  it('drops an inline (Ignore) object whose fields are all unset, and keeps a filled one', () => {
    expect(cleanOutput({ url: {} }, params)).toEqual({});
    expect(cleanOutput({ url: { timeout: '' } }, params)).toEqual({});
    expect(cleanOutput({ url: { value: 'https://x' } }, params)).toEqual({ url: { value: 'https://x' } });
  });

  it('keeps zero and false', () => {
    expect(cleanOutput({ replicas: 0, flag: false }, params)).toEqual({ replicas: 0, flag: false });
  });

  it('returns an empty object for no values', () => {
    expect(cleanOutput(undefined, params)).toEqual({});
  });
});
