import type { RJSFSchema } from '@rjsf/utils';
import type { UIParam } from '../types';
import { toRjsf } from './toRjsf';

const prop = (schema: RJSFSchema, ...keys: string[]): RJSFSchema =>
  keys.reduce<RJSFSchema>((current, key) => {
    if (current.type === 'array') return (current.items as RJSFSchema).properties?.[key] as RJSFSchema;
    return current.properties?.[key] as RJSFSchema;
  }, schema);

describe('toRjsf', () => {
  it('orders fields by sort and labels them (label, else the capitalised jsonKey)', () => {
    const { uiSchema, schema } = toRjsf([
      { jsonKey: 'b', uiType: 'Input', sort: 3 },
      { jsonKey: 'a', uiType: 'Input', sort: 1, label: 'First', description: 'the first' },
      { jsonKey: 'c', uiType: 'Input' },
    ]);
    expect(uiSchema['ui:order']).toEqual(['c', 'a', 'b']);
    expect(prop(schema, 'a')).toMatchObject({ title: 'First', description: 'the first' });
    expect(prop(schema, 'b').title).toBe('B');
  });

  it('lists required fields and turns limits and patterns into constraints', () => {
    const { schema } = toRjsf([
      {
        jsonKey: 'name',
        uiType: 'Input',
        validate: { required: true, minLength: 2, maxLength: 8, pattern: '^a' },
      },
      { jsonKey: 'count', uiType: 'Number', validate: { min: 0, max: 128 } },
      { jsonKey: 'cmd', uiType: 'Strings', validate: { required: true } },
    ]);
    expect(schema.required).toEqual(['name', 'cmd']);
    expect(prop(schema, 'name')).toMatchObject({ type: 'string', minLength: 2, maxLength: 8, pattern: '^a' });
    expect(prop(schema, 'count')).toMatchObject({ type: 'number', minimum: 0, maximum: 128 });
    expect(prop(schema, 'cmd')).toMatchObject({ type: 'array', items: { type: 'string' }, minItems: 1 });
  });

  it('turns options into labelled choices of the options value type', () => {
    const { schema, uiSchema } = toRjsf([
      {
        jsonKey: 'policy',
        uiType: 'Select',
        validate: {
          options: [
            { label: 'Always', value: 'Always' },
            { label: 'Never', value: 'Never' },
          ],
        },
      },
      { jsonKey: 'level', uiType: 'Select', validate: { options: [{ label: 'One', value: 1 }] } },
    ]);
    expect(prop(schema, 'policy')).toEqual({
      type: 'string',
      title: 'Policy',
      enum: ['Always', 'Never'],
    });
    expect(uiSchema.policy['ui:enumNames']).toEqual(['Always', 'Never']);
    expect(prop(schema, 'level').type).toBe('number');
  });

  it('returns defaults as starting values, converting quantities to strings', () => {
    const { defaults } = toRjsf([
      { jsonKey: 'cpu', uiType: 'CPUNumber', validate: { defaultValue: 0.5 } },
      { jsonKey: 'memory', uiType: 'MemoryNumber', validate: { defaultValue: '1024Mi' } },
      { jsonKey: 'ports', uiType: 'Structs', validate: { defaultValue: [{ port: 80 }] }, subParameters: [] },
      { jsonKey: 'on', uiType: 'Switch', validate: { required: true } },
      {
        jsonKey: 'probe',
        uiType: 'Group',
        subParameters: [{ jsonKey: 'delay', uiType: 'Number', validate: { defaultValue: 5 } }],
      },
      {
        jsonKey: 'url',
        uiType: 'Ignore',
        subParameters: [{ jsonKey: 'value', uiType: 'Input', validate: { defaultValue: 'x' } }],
      },
    ]);
    expect(defaults).toEqual({
      cpu: '0.5',
      memory: '1024Mi',
      ports: [{ port: 80 }],
      on: false,
      url: { value: 'x' },
    });
  });

  it('disables immutable fields in edit mode only', () => {
    const params: UIParam[] = [{ jsonKey: 'name', uiType: 'Input', validate: { immutable: true } }];
    expect(toRjsf(params, { mode: 'create' }).uiSchema.name['ui:disabled']).toBeUndefined();
    expect(toRjsf(params, { mode: 'edit' }).uiSchema.name['ui:disabled']).toBe(true);
  });

  it('leaves out fields with disable: true, without calling it a problem', () => {
    const result = toRjsf([
      { jsonKey: 'port', uiType: 'Number', disable: true },
      { jsonKey: 'image', uiType: 'ImageInput' },
    ]);
    expect(Object.keys(result.schema.properties ?? {})).toEqual(['image']);
    expect(result.uiSchema['ui:order']).toEqual(['image']);
    expect(result.problems).toEqual([]);
  });

  it('gives each field its grid width, the full row by default', () => {
    const { uiSchema } = toRjsf([
      { jsonKey: 'cpu', uiType: 'CPUNumber', style: { colSpan: 12 } },
      { jsonKey: 'image', uiType: 'ImageInput' },
    ]);
    expect(uiSchema.cpu['ui:options']).toMatchObject({ colSpan: 12, velaType: 'CPUNumber' });
    expect(uiSchema.image['ui:options']).toMatchObject({ colSpan: 24 });
  });

  it('nests Group and Ignore sub-parameters as objects with their own order and required list', () => {
    const { schema, uiSchema } = toRjsf([
      {
        jsonKey: 'probe',
        uiType: 'Group',
        subParameters: [
          { jsonKey: 'path', uiType: 'Input', sort: 3, validate: { required: true } },
          { jsonKey: 'port', uiType: 'Number', sort: 1, validate: { defaultValue: 80 } },
        ],
      },
      { jsonKey: 'url', uiType: 'Ignore', subParameters: [{ jsonKey: 'value', uiType: 'Input' }] },
    ]);
    expect(prop(schema, 'probe')).toMatchObject({ type: 'object', required: ['path'] });
    expect(uiSchema.probe['ui:order']).toEqual(['port', 'path']);
    expect(uiSchema.probe['ui:field']).toBe('VelaGroup');
    expect(uiSchema.probe['ui:options'].groupDefaults).toEqual({ port: 80 });
    expect(prop(schema, 'probe', 'port').default).toBeUndefined();
    expect(uiSchema.url['ui:field']).toBe('VelaIgnore');
    expect(prop(schema, 'url', 'value').type).toBe('string');
  });

  it('makes Structs an array of objects whose rows start from the item defaults', () => {
    const { schema, uiSchema } = toRjsf([
      {
        jsonKey: 'env',
        uiType: 'Structs',
        subParameterGroupOption: [{ label: 'Add By Value', keys: ['name', 'value'] }],
        subParameters: [
          { jsonKey: 'name', uiType: 'Input', validate: { required: true } },
          { jsonKey: 'protocol', uiType: 'Input', validate: { defaultValue: 'TCP' } },
        ],
      },
    ]);
    const env = prop(schema, 'env');
    expect(env.type).toBe('array');
    expect(env.items).toMatchObject({ type: 'object', required: ['name'] });
    expect(prop(schema, 'env', 'protocol').default).toBe('TCP');
    expect(uiSchema.env.items['ui:options'].groupOptions).toEqual([
      { label: 'Add By Value', keys: ['name', 'value'] },
    ]);
    expect(uiSchema.env['ui:field']).toBe('VelaStructs');
  });

  it('makes KV a map whose values follow additionalParameter', () => {
    const { schema } = toRjsf([
      { jsonKey: 'labels', uiType: 'KV' },
      {
        jsonKey: 'limits',
        uiType: 'KV',
        additional: true,
        additionalParameter: { jsonKey: '', uiType: 'Number' },
      },
    ]);
    expect(prop(schema, 'labels')).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'string' },
    });
    expect(prop(schema, 'limits').additionalProperties).toMatchObject({ type: 'number' });
  });

  it('maps every kind to its registered widget or field', () => {
    const { uiSchema } = toRjsf([
      { jsonKey: 'a', uiType: 'CPUNumber' },
      { jsonKey: 'b', uiType: 'SecretKeySelect' },
    ]);
    expect(uiSchema.a['ui:widget']).toBe('VelaCPUNumber');
    expect(uiSchema.b['ui:field']).toBe('VelaSecretKeySelect');
  });

  it('never throws on a malformed schema: it keeps what it can and lists problems', () => {
    const broken = [
      'not an object',
      { uiType: 'Input' },
      { jsonKey: 'x', uiType: 'Fancy' },
      { jsonKey: 'y' },
      { jsonKey: 'z', uiType: 'Input', validete: { required: true }, validate: { pattern: '([' } },
      { jsonKey: 'g', uiType: 'Group' },
      { jsonKey: 'z', uiType: 'Number' },
    ] as unknown as UIParam[];
    const result = toRjsf(broken);
    expect(Object.keys(result.schema.properties ?? {})).toEqual(['z']);
    expect(prop(result.schema, 'z').pattern).toBeUndefined();
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'entry is not an object',
      'entry has no jsonKey',
      'unknown property "validete"',
      'validate.pattern ([ is not a valid regular expression',
      'jsonKey appears twice; the first entry is used',
      'unknown uiType "Fancy"; not drawn',
      'no uiType; not drawn',
      'Group has no subParameters; not drawn',
    ]);
    expect(toRjsf('nonsense' as unknown as UIParam[]).problems[0].message).toBe(
      'the UI schema must be a list',
    );
    expect(toRjsf(undefined).schema).toEqual({ type: 'object', properties: {} });
  });

  it('memoizes per uiSchema object, mode and parameter schema', () => {
    const params: UIParam[] = [{ jsonKey: 'a', uiType: 'Input' }];
    expect(toRjsf(params)).toBe(toRjsf(params, { mode: 'create' }));
    expect(toRjsf(params, { mode: 'edit' })).not.toBe(toRjsf(params));
    expect(toRjsf([...params])).not.toBe(toRjsf(params));
    expect(toRjsf(undefined)).toBe(toRjsf(undefined));
  });

  it('fills kinds and entries from the parameter schema when one is given', () => {
    const parameterSchema = {
      properties: { replicas: { type: 'integer', default: 1 }, extra: { type: 'string' } },
      required: ['replicas'],
    };
    const result = toRjsf([{ jsonKey: 'replicas', validate: { required: true, min: 0 } }], {
      parameterSchema,
    });
    expect(result.uiSchema['ui:order']).toEqual(['replicas', 'extra']);
    expect(prop(result.schema, 'replicas')).toMatchObject({ type: 'number', minimum: 0 });
    expect(result.problems).toEqual([]);
  });
});
