import { fixture } from '../fixtures/loadFixtures';
import type { SchemaProblem, UIParam } from '../types';
import { fromOpenApi } from './fromOpenApi';
import { mergeParameterSchema } from './mergeParameterSchema';
import { normalizeUISchema } from './normalize';

/** Drops what only restates the default (required: false, immutable: false, description: '') so shapes compare. */
function essentials(params: readonly UIParam[]): unknown[] {
  return params.map(({ validate, subParameters, description, ...rest }) => {
    const kept = Object.fromEntries(Object.entries(validate ?? {}).filter(([, value]) => value !== false));
    return {
      ...rest,
      ...(description ? { description } : {}),
      ...(Object.keys(kept).length ? { validate: kept } : {}),
      ...(subParameters ? { subParameters: essentials(subParameters) } : {}),
    };
  });
}

describe('fromOpenApi', () => {
  it('generates one entry per property with the server kinds, order and validation', () => {
    const params = fromOpenApi({
      properties: {
        name: { type: 'string', description: 'the name' },
        mode: { type: 'string', enum: ['fast', 'slow'], default: 'fast' },
        count: { type: 'integer', minimum: 1 },
        on: { type: 'boolean' },
        tags: { type: 'array', items: { type: 'string' } },
        sizes: { type: 'array', items: { type: 'number' } },
        rows: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } },
        probe: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
      },
      required: ['name', 'probe'],
    });
    expect(params.map((param) => [param.jsonKey, param.uiType, param.sort])).toEqual([
      ['name', 'Input', 100],
      ['probe', 'Group', 101],
      ['count', 'Number', 102],
      ['labels', 'KV', 103],
      ['mode', 'Select', 104],
      ['on', 'Switch', 105],
      ['sizes', 'Numbers', 106],
      ['tags', 'Strings', 107],
      ['rows', 'Structs', 108],
    ]);
    expect(params[0]).toMatchObject({ label: 'Name', description: 'the name', validate: { required: true } });
    expect(params[2].validate).toEqual({ required: false, min: 1 });
    expect(params[3]).toMatchObject({ additional: true, additionalParameter: { uiType: 'Input' } });
    expect(params[4].validate?.options).toEqual([
      { label: 'Fast', value: 'fast' },
      { label: 'Slow', value: 'slow' },
    ]);
  });
});

describe('mergeParameterSchema', () => {
  it('reproduces the server: api-schema.json patched by ui-custom-schema gives ui-schema', () => {
    const custom = fixture('testdata-ui-custom-schema');
    const expected = normalizeUISchema(fixture('testdata-ui-schema').uiSchema).params;
    const problems: SchemaProblem[] = [];
    const merged = mergeParameterSchema(
      normalizeUISchema(custom.uiSchema).params,
      custom.parameterSchema ?? {},
      problems,
    );
    expect(essentials(merged)).toEqual(essentials(expected));
    // Keys the custom file patches but the definition lacks are dropped, as the server drops them.
    expect(problems.map((problem) => problem.path).sort()).toEqual([
      'annotations',
      'env.valueFrom.configMapKeyRef',
      'exposeType',
      'labels',
      'livenessProbe.hostAliases',
      'ports',
      'readinessProbe.hostAliases',
      'volumeMounts',
    ]);
  });

  it('keeps generated fields a custom entry leaves empty, and replaces validate as a whole', () => {
    const generated = { properties: { port: { type: 'integer', default: 80, description: 'port' } } };
    const [port] = mergeParameterSchema([{ jsonKey: 'port', sort: 3, validate: { min: 1 } }], generated, []);
    expect(port).toMatchObject({
      label: 'Port',
      description: 'port',
      uiType: 'Number',
      sort: 3,
      validate: { min: 1 },
    });
  });

  it('uses the custom list as is where nothing was generated', () => {
    const custom: UIParam[] = [{ jsonKey: 'objects', uiType: 'K8sObjectsCode' }];
    expect(mergeParameterSchema(custom, {}, [])).toEqual(custom);
  });
});
