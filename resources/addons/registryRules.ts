/** The registry form's rules (delivery spec §5), with the spec's messages as catalog keys. */
import type { RegistryType } from '@dataProvider/bodies/addons';
import { safeUrl } from '@src/common/safeUrl';
import { NAME_PATTERN } from '@src/common/validation';

export interface RegistryValues {
  name: string;
  type: RegistryType;
  url: string;
  repo: string;
  path: string;
  token: string;
}

export type RegistryErrors = Partial<Record<keyof RegistryValues, string>>;

const PATH_MAX = 512;
const TOKEN_MAX = 128;
const TOO_LONG = 'resources.addons.registry.validation.tooLong';

/** Which fields each kind of registry asks for beside name, type and URL. */
export function registryFields(type: RegistryType): { repo: boolean; path: boolean; token: boolean } {
  const git = type === 'Github' || type === 'Gitee' || type === 'Gitlab';
  return { repo: type === 'Gitlab', path: git || type === 'OSS', token: git };
}

export function validateRegistry(values: RegistryValues): RegistryErrors {
  const errors: RegistryErrors = {};
  const shown = registryFields(values.type);
  if (!NAME_PATTERN.test(values.name.trim())) errors.name = 'resources.addons.registry.validation.name';
  if (values.type.length > PATH_MAX) errors.type = TOO_LONG;
  if (!safeUrl(values.url.trim())) errors.url = 'resources.addons.registry.validation.url';
  if (shown.repo && !values.repo.trim()) errors.repo = 'resources.addons.registry.validation.repo';
  if (shown.path && values.path.length > PATH_MAX) errors.path = TOO_LONG;
  if (shown.token && values.token.length > TOKEN_MAX) errors.token = TOO_LONG;
  return errors;
}
