import { normalizeUISchema } from './normalize';

describe('normalizeUISchema', () => {
  it('keeps a well-formed entry as written', () => {
    const entry = {
      jsonKey: 'dbURL',
      uiType: 'Input',
      label: 'URL',
      description: 'where',
      sort: 3,
      validate: {
        required: true,
        pattern: '^mongodb://',
        options: [{ label: 'A', value: 'a' }],
        defaultValue: 'x',
      },
      style: { colSpan: 12 },
      conditions: [{ jsonKey: 'dbType', op: '==', value: 'mongodb', action: 'enable' }],
    };
    expect(normalizeUISchema([entry])).toEqual({ params: [entry], problems: [] });
  });

  it('reads an empty validate block (a bare YAML key) as no rules', () => {
    expect(
      normalizeUISchema([{ jsonKey: 'a', uiType: 'Input', validate: null }]).params[0].validate,
    ).toBeUndefined();
  });

  it('fills the default op and action, and repairs the rest with a problem each', () => {
    const { params, problems } = normalizeUISchema([
      {
        jsonKey: 'a',
        uiType: 'Input',
        conditions: [
          { jsonKey: 'b', value: 1 },
          { jsonKey: 'b', op: 'equal', value: 1, action: 'show' },
          { jsonKey: 'b', op: 'in', value: 'x' },
          { value: 1 },
        ],
      },
    ]);
    expect(params[0].conditions).toEqual([
      { jsonKey: 'b', op: '==', value: 1, action: 'enable' },
      { jsonKey: 'b', op: '==', value: 1, action: 'enable' },
      { jsonKey: 'b', op: 'in', value: ['x'], action: 'enable' },
    ]);
    expect(problems.map((problem) => problem.message)).toEqual([
      'condition op "equal" is not ==, != or in; == is used',
      'condition action "show" is not enable or disable; enable is used',
      'condition on b uses "in" with a value that is not a list',
      'a condition needs a jsonKey',
    ]);
  });

  it('reports bad sizes, sorts, options and validate keys', () => {
    const { params, problems } = normalizeUISchema([
      {
        jsonKey: 'a',
        uiType: 'Select',
        sort: 'first',
        style: { colSpan: 30 },
        validate: { min: 'x', max: '5', options: [{ label: 'A' }, 'b'], requird: true },
      },
    ]);
    expect(params[0]).toEqual({
      jsonKey: 'a',
      uiType: 'Select',
      style: {},
      validate: { max: 5, options: [{ label: 'b', value: 'b' }] },
    });
    expect(problems.map((problem) => `${problem.path}: ${problem.message}`)).toEqual([
      'a: sort must be a number',
      'a: unknown validate property "requird"',
      'a: validate.min must be a number',
      'a: validate.options[0] has no usable value',
      'a: style.colSpan must be a whole number from 1 to 24; the full row is used',
    ]);
  });

  it('strips a parent path repeated in sub-parameter keys', () => {
    const { params, problems } = normalizeUISchema([
      { jsonKey: 'env', uiType: 'Structs', subParameters: [{ jsonKey: 'env.name', uiType: 'Input' }] },
    ]);
    expect(params[0].subParameters?.[0].jsonKey).toBe('name');
    expect(problems[0]).toEqual({
      path: 'env.name',
      message: 'jsonKey "env.name" repeats its parent path; "name" is used',
    });
  });

  it('accepts an additionalParameter without a jsonKey', () => {
    const { params, problems } = normalizeUISchema([
      { jsonKey: 'm', uiType: 'KV', additional: true, additionalParameter: { uiType: 'Number' } },
    ]);
    expect(params[0].additionalParameter).toEqual({ jsonKey: '', uiType: 'Number' });
    expect(problems).toEqual([]);
  });
});
