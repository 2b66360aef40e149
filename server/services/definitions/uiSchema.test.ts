import { generateUISchema, patchUISchema } from './uiSchema';

const schema = {
  type: 'object',
  required: ['mode'],
  properties: {
    name: { type: 'string', title: 'name', description: 'the name' },
    mode: { type: 'string', title: 'mode', enum: ['fast', 'slow'], default: 'fast' },
    tags: { type: 'array', title: 'tags', items: { type: 'string' } },
    sizes: { type: 'array', title: 'sizes', items: { type: 'integer' } },
    rows: {
      type: 'array',
      title: 'rows',
      items: { type: 'object', properties: { a: { type: 'string', title: 'a' } } },
    },
    probe: { type: 'object', title: 'probe', properties: { a: { type: 'string', title: 'a' } } },
    labels: { type: 'object', title: 'labels', additionalProperties: { type: 'string' } },
    on: { type: 'boolean', title: 'on', maximum: 3 },
  },
};

describe('UI schema generation', () => {
  it('maps types to uiTypes, orders required first then simpler then by label, and sorts from 100', () => {
    const generated = generateUISchema(schema);
    expect(generated.map((item) => [item.jsonKey, item.uiType, item.sort])).toEqual([
      ['mode', 'Select', 100],
      ['labels', 'KV', 101],
      ['name', 'Input', 102],
      ['on', 'Switch', 103],
      ['sizes', 'Numbers', 104],
      ['tags', 'Strings', 105],
      ['probe', 'Group', 106],
      ['rows', 'Structs', 107],
    ]);
    expect(generated[0]).toMatchObject({
      label: 'Mode',
      validate: {
        required: true,
        defaultValue: 'fast',
        immutable: false,
        options: [
          { label: 'Fast', value: 'fast' },
          { label: 'Slow', value: 'slow' },
        ],
      },
    });
    expect(generated[1]).toMatchObject({
      additional: true,
      additionalParameter: { uiType: 'Input', jsonKey: '' },
    });
    expect(generated[7].subParameters?.[0]).toMatchObject({ jsonKey: 'a', sort: 100 });
  });

  it('patches by jsonKey, recursively, replaces validate whole, ignores unknown keys and re-sorts', () => {
    const patched = patchUISchema(generateUISchema(schema), [
      { jsonKey: 'rows', sort: 1, subParameters: [{ jsonKey: 'a', label: 'A field', uiType: 'Password' }] },
      { jsonKey: 'mode', validate: { required: false } },
      { jsonKey: 'missing', label: 'dropped' },
    ]);
    expect(patched[0]).toMatchObject({
      jsonKey: 'rows',
      subParameters: [{ label: 'A field', uiType: 'Password' }],
    });
    expect(patched.find((item) => item.jsonKey === 'mode')?.validate).toEqual({
      required: false,
      immutable: false,
    });
    expect(patched.some((item) => item.jsonKey === 'missing')).toBe(false);
  });

  it('takes the custom schema as it is when nothing was generated', () => {
    expect(
      patchUISchema(
        [],
        [
          { jsonKey: 'x', sort: 2 },
          { jsonKey: 'y', sort: 1 },
        ],
      ),
    ).toEqual([
      { jsonKey: 'y', sort: 1, label: '', description: '', uiType: '' },
      { jsonKey: 'x', sort: 2, label: '', description: '', uiType: '' },
    ]);
  });
});
