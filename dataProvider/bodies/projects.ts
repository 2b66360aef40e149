/**
 * Request bodies of a project's config distributions. The distribute form holds its targets as
 * `cluster/namespace` strings, the way they are shown and chosen; the server wants objects.
 */
import type { components } from '../../contract/api';
import type { RecordData } from '../requestBodies';

type Schemas = components['schemas'];
type ClusterTarget = Schemas['v1.ClusterTarget'];
type NamespacedName = Schemas['v1.NamespacedName'];

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function objectOf(value: unknown): RecordData {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RecordData) : {};
}

/** `local/default` or `{clusterName: 'local', namespace: 'default'}`; a cluster name has no `/`. */
export function clusterTarget(value: unknown): ClusterTarget {
  if (typeof value === 'string') {
    const slash = value.indexOf('/');
    if (slash < 0) return { clusterName: value, namespace: '' };
    return { clusterName: value.slice(0, slash), namespace: value.slice(slash + 1) };
  }
  const target = objectOf(value);
  return { clusterName: text(target.clusterName), namespace: text(target.namespace) };
}

function namespacedName(value: unknown): NamespacedName {
  const config = objectOf(value);
  return { name: text(config.name), namespace: text(config.namespace) };
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export const distributionCreateBody = (data: RecordData): Schemas['v1.CreateConfigDistributionRequest'] => ({
  name: text(data.name),
  configs: list(data.configs).map(namespacedName),
  targets: list(data.targets).map(clusterTarget),
});
