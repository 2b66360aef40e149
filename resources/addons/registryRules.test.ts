import { registryCreateBody } from '@dataProvider/bodies/addons';
import { registryFields, validateRegistry, type RegistryValues } from './registryRules';

const values = (fields: Partial<RegistryValues>): RegistryValues => ({
  name: 'my-repo',
  type: 'Helm',
  url: 'https://charts.example.com',
  repo: '',
  path: '',
  token: '',
  ...fields,
});
const rule = (name: string) => `resources.addons.registry.validation.${name}`;

describe('the registry form rules', () => {
  it('accept a valid Helm registry', () => {
    expect(validateRegistry(values({}))).toEqual({});
  });

  it('need a valid name and an http(s) URL', () => {
    expect(validateRegistry(values({ name: '', url: '' }))).toEqual({ name: rule('name'), url: rule('url') });
    expect(validateRegistry(values({ name: 'My Repo', url: 'javascript:alert(1)' }))).toEqual({
      name: rule('name'),
      url: rule('url'),
    });
  });

  it('need a repository name for Gitlab only', () => {
    expect(validateRegistry(values({ type: 'Gitlab' }))).toEqual({ repo: rule('repo') });
    expect(validateRegistry(values({ type: 'Github' }))).toEqual({});
  });

  it('limit the path to 512 and the token to 128 characters', () => {
    const long = validateRegistry(values({ type: 'Github', path: 'p'.repeat(513), token: 't'.repeat(129) }));
    expect(long).toEqual({ path: rule('tooLong'), token: rule('tooLong') });
    expect(
      validateRegistry(values({ type: 'Github', path: 'p'.repeat(512), token: 't'.repeat(128) })),
    ).toEqual({});
  });

  it('ask for the fields of the chosen kind', () => {
    expect(registryFields('Helm')).toEqual({ repo: false, path: false, token: false });
    expect(registryFields('Gitlab')).toEqual({ repo: true, path: true, token: true });
    expect(registryFields('OSS')).toEqual({ repo: false, path: true, token: false });
  });

  it('send one source of the chosen kind', () => {
    expect(registryCreateBody({ ...values({}) })).toEqual({
      name: 'my-repo',
      helm: { url: 'https://charts.example.com' },
    });
    expect(
      registryCreateBody({ ...values({ type: 'Gitlab', repo: 'addons', path: 'catalog', token: 'x' }) }),
    ).toEqual({
      name: 'my-repo',
      gitlab: { url: 'https://charts.example.com', repo: 'addons', path: 'catalog', token: 'x' },
    });
    expect(registryCreateBody({ ...values({ type: 'OSS', path: 'bucket-1' }) })).toEqual({
      name: 'my-repo',
      oss: { end_point: 'https://charts.example.com', bucket: 'bucket-1', path: '' },
    });
  });
});
