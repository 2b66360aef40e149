/**
 * The clusters and namespaces an application's spec names for its delivery: topology and env-binding
 * policies, override patches, steps that apply something themselves, and component properties or
 * traits that carry a namespace (k8s-objects, ref-objects, helm, patch traits). The runtime plans
 * with them; the placement rule (services/applications/placementRules.ts) holds each to the targets.
 */
import type { ManifestPolicy, ManifestStep, Properties } from '../store/applicationRecords';
import { isPlainObject, objectOf, objectsOf } from './specObjects';

export const localCluster = 'local';

/** A cluster, a namespace or both. */
export interface Place {
  cluster?: string;
  namespace?: string;
}

export interface KnownCluster {
  name: string;
  labels: Record<string, string>;
}

interface PatchedComponent {
  properties: Properties;
  traits: { properties: Properties }[];
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

function textsOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && !!item)
    : [];
}

function placeOf(cluster: string | undefined, namespace: string | undefined): Place[] {
  if (!cluster && !namespace) return [];
  return [{ ...(cluster ? { cluster } : {}), ...(namespace ? { namespace } : {}) }];
}

/** An empty selector matches every cluster, as in KubeVela. */
function clustersMatching(selector: unknown, clusters: KnownCluster[]): string[] {
  if (!isPlainObject(selector)) return [];
  const wanted = Object.entries(selector);
  return clusters
    .filter((cluster) => wanted.every(([key, value]) => cluster.labels[key] === value))
    .map((cluster) => cluster.name);
}

/**
 * Where a topology policy deploys: the clusters it names and those its label selector
 * (`clusterLabelSelector`, or the older `clusterSelector`) matches, the hub when it names none; in
 * its `namespace`, else in the application's.
 */
export function topologyPlaces(
  properties: Properties,
  clusters: KnownCluster[],
): { cluster: string; namespace?: string }[] {
  const selectors = [properties.clusterLabelSelector, properties.clusterSelector].filter(isPlainObject);
  const named = [
    ...textsOf(properties.clusters),
    ...selectors.flatMap((selector) => clustersMatching(selector, clusters)),
  ];
  const chosen = named.length || selectors.length ? [...new Set(named)] : [localCluster];
  const namespace = textOf(properties.namespace);
  return chosen.map((cluster) => (namespace ? { cluster, namespace } : { cluster }));
}

/** What a component's properties and traits name: the places are relative to where it is deployed. */
export function componentPlaces(component: PatchedComponent): Place[] {
  const objects = objectsOf(component.properties.objects);
  return [
    ...objects.flatMap((object) => placeOf(undefined, textOf(objectOf(object.metadata).namespace))),
    ...objects.flatMap((object) => placeOf(textOf(object.cluster), textOf(object.namespace))),
    ...placeOf(undefined, textOf(component.properties.targetNamespace)),
    ...component.traits.flatMap((trait) =>
      placeOf(undefined, textOf(objectOf(trait.properties.metadata).namespace)),
    ),
  ];
}

function patchPlaces(patches: unknown): Place[] {
  return objectsOf(patches).flatMap((patch) =>
    componentPlaces({
      properties: objectOf(patch.properties),
      traits: objectsOf(patch.traits).map((trait) => ({ properties: objectOf(trait.properties) })),
    }),
  );
}

function envBindingPlaces(env: Record<string, unknown>, clusters: KnownCluster[]): Place[] {
  const placement = objectOf(env.placement);
  const selector = objectOf(placement.clusterSelector);
  const namespace = textOf(objectOf(placement.namespaceSelector).name);
  const named = [
    ...placeOf(textOf(selector.name), namespace),
    ...clustersMatching(selector.labels, clusters).flatMap((cluster) => placeOf(cluster, namespace)),
  ];
  return [...named, ...patchPlaces(objectOf(env.patch).components)];
}

/** Topology clusters, override patches, and the placements and patches of an env-binding policy. */
export function policyPlaces(policy: ManifestPolicy, clusters: KnownCluster[]): Place[] {
  if (policy.type === 'topology') return topologyPlaces(policy.properties, clusters);
  if (policy.type === 'override') return patchPlaces(policy.properties.components);
  if (policy.type === 'env-binding') {
    return objectsOf(policy.properties.envs).flatMap((env) => envBindingPlaces(env, clusters));
  }
  return [];
}

/**
 * What a step names itself (apply-component, apply-object, export2config): its `cluster`, the hub
 * when empty, and its `namespace` or that of the object it applies.
 */
export function stepPlaces(step: Pick<ManifestStep, 'properties'>): Place[] {
  const properties = step.properties ?? {};
  const cluster = textOf(properties.cluster);
  const namespace =
    textOf(properties.namespace) ?? textOf(objectOf(objectOf(properties.value).metadata).namespace);
  return cluster || namespace ? placeOf(cluster ?? localCluster, namespace) : [];
}
