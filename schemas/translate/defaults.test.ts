import type { UIParam } from '../types';
import { applyDefaults, defaultsFor, normalizeValues } from './defaults';

const params: UIParam[] = [
  { jsonKey: 'image', uiType: 'ImageInput' },
  { jsonKey: 'cpu', uiType: 'CPUNumber', validate: { defaultValue: '0.5' } },
  { jsonKey: 'hidden', uiType: 'Input', disable: true, validate: { defaultValue: 'x' } },
  {
    jsonKey: 'probe',
    uiType: 'Group',
    subParameters: [{ jsonKey: 'delay', uiType: 'Number', validate: { defaultValue: 5 } }],
  },
  {
    jsonKey: 'ports',
    uiType: 'Structs',
    subParameters: [{ jsonKey: 'protocol', uiType: 'Select', validate: { defaultValue: 'TCP' } }],
  },
];

describe('defaultsFor', () => {
  it('collects defaults of drawn fields; an optional group starts off', () => {
    expect(defaultsFor(params)).toEqual({ cpu: '0.5' });
  });
  it('fills a required group with its defaults', () => {
    const required: UIParam = { ...params[3], validate: { required: true } };
    expect(defaultsFor([required])).toEqual({ probe: { delay: 5 } });
  });
  it('copies default objects so a form cannot change the schema', () => {
    const defaultValue = [{ port: 80 }];
    const values = defaultsFor([
      { jsonKey: 'p', uiType: 'Structs', validate: { defaultValue }, subParameters: [] },
    ]);
    expect(values.p).toEqual(defaultValue);
    expect(values.p).not.toBe(defaultValue);
  });
});

describe('applyDefaults', () => {
  it('fills only undefined fields, inside groups that are on and inside each row', () => {
    const values = { cpu: '2', probe: {}, ports: [{}, { protocol: 'UDP' }] };
    expect(applyDefaults(params, values)).toEqual({
      cpu: '2',
      probe: { delay: 5 },
      ports: [{ protocol: 'TCP' }, { protocol: 'UDP' }],
    });
  });
  it('returns the same object when nothing changes', () => {
    const values = { cpu: '1' };
    expect(applyDefaults(params, values)).toBe(values);
  });
  it('fills only the paths the filter allows', () => {
    expect(applyDefaults(params, { probe: {} }, (path) => path[0] === 'cpu')).toEqual({
      cpu: '0.5',
      probe: {},
    });
  });
});

describe('normalizeValues', () => {
  it('turns stored numbers into the strings CPU, memory and disk fields emit', () => {
    const kinds: UIParam[] = [
      { jsonKey: 'cpu', uiType: 'CPUNumber' },
      { jsonKey: 'memory', uiType: 'MemoryNumber' },
      { jsonKey: 'disks', uiType: 'Structs', subParameters: [{ jsonKey: 'size', uiType: 'DiskNumber' }] },
    ];
    expect(normalizeValues(kinds, { cpu: 0.5, memory: 512, disks: [{ size: 10 }], other: 1 })).toEqual({
      cpu: '0.5',
      memory: '512Mi',
      disks: [{ size: '10Gi' }],
      other: 1,
    });
  });
});
