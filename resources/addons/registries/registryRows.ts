/** A registry as one table row: its kind, address, Gitlab repository and path (or OSS bucket). */
import type { RegistryType } from '@dataProvider/bodies/addons';
import type { Schemas } from '@dataProvider/verbs/context';

export type AddonRegistry = Schemas['v1.AddonRegistry'];

export interface RegistryRow {
  id: string;
  name: string;
  type: RegistryType | '';
  url: string;
  repo: string;
  path: string;
}

export function registryRow(registry: AddonRegistry): RegistryRow {
  const row = { id: registry.name, name: registry.name };
  if (registry.helm) return { ...row, type: 'Helm', url: registry.helm.url ?? '', repo: '', path: '' };
  if (registry.git)
    return { ...row, type: 'Github', url: registry.git.url ?? '', repo: '', path: registry.git.path ?? '' };
  if (registry.gitee) {
    return {
      ...row,
      type: 'Gitee',
      url: registry.gitee.url ?? '',
      repo: '',
      path: registry.gitee.path ?? '',
    };
  }
  if (registry.gitlab) {
    const { url = '', repo = '', path = '' } = registry.gitlab;
    return { ...row, type: 'Gitlab', url, repo, path };
  }
  if (registry.oss) {
    const { end_point, bucket, path } = registry.oss;
    return { ...row, type: 'OSS', url: end_point, repo: '', path: bucket ? `${bucket}/${path}` : path };
  }
  return { ...row, type: '', url: '', repo: '', path: '' };
}

/** Whether the registries listed (of whatever shape the server sent) include one of this name. */
export const listsRegistry = (registries: readonly unknown[] | undefined, name: string) =>
  (registries ?? []).some(
    (registry) =>
      typeof registry === 'object' && registry !== null && 'name' in registry && registry.name === name,
  );
