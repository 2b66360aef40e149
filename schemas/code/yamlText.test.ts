import { parseKubernetesObjects, parseYamlObject, toYaml, toYamlDocuments } from './yamlText';

describe('YAML text helpers', () => {
  it('round-trips an object, with an empty object as empty text', () => {
    expect(toYaml({})).toBe('');
    expect(parseYamlObject(toYaml({ image: 'nginx', ports: [{ port: 80 }] }))).toEqual({
      ok: true,
      value: { image: 'nginx', ports: [{ port: 80 }] },
    });
    expect(parseYamlObject('')).toEqual({ ok: true, value: {} });
    expect(parseYamlObject('# nothing yet\n')).toEqual({ ok: true, value: {} });
  });

  it('reports a parse error, and a value that is not an object', () => {
    const broken = parseYamlObject('image: [nginx');
    expect(broken.ok).toBe(false);
    expect(parseYamlObject('- a')).toEqual({
      ok: false,
      error: 'the YAML must describe an object (key: value)',
    });
  });

  it('reads Kubernetes objects from documents or from a list', () => {
    const objects = [
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' } },
      { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'b' } },
    ];
    expect(parseKubernetesObjects(toYamlDocuments(objects))).toEqual({ ok: true, value: objects });
    expect(parseKubernetesObjects('- apiVersion: v1\n  kind: ConfigMap\n')).toEqual({
      ok: true,
      value: [{ apiVersion: 'v1', kind: 'ConfigMap' }],
    });
    expect(parseKubernetesObjects('kind: ConfigMap')).toEqual({
      ok: false,
      error: 'object 1 needs an apiVersion and a kind',
    });
    expect(parseKubernetesObjects('a: [').ok).toBe(false);
  });
});
