/**
 * The body of a new addon registry. The registry form holds one source kind (`type`) and its fields
 * side by side; the server wants the registry's name plus one source object of that kind. An OSS
 * registry's address is its end point and its path field names the bucket.
 */
import type { components } from '../../contract/api';
import type { RecordData } from '../requestBodies';

type AddonRegistry = components['schemas']['v1.AddonRegistry'];

export const REGISTRY_TYPES = ['Helm', 'Github', 'Gitee', 'Gitlab', 'OSS'] as const;
export type RegistryType = (typeof REGISTRY_TYPES)[number];

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function registryCreateBody(data: RecordData): AddonRegistry {
  const name = text(data.name);
  const url = text(data.url);
  const path = text(data.path);
  const token = text(data.token) || undefined;
  switch (data.type as RegistryType) {
    case 'Github':
      return { name, git: { url, path, token } };
    case 'Gitee':
      return { name, gitee: { url, path, token } };
    case 'Gitlab':
      return { name, gitlab: { url, path, token, repo: text(data.repo) } };
    case 'OSS':
      return { name, oss: { end_point: url, bucket: path, path: '' } };
    default:
      return { name, helm: { url } };
  }
}
