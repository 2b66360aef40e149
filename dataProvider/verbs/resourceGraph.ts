import { silentIfShownByPage } from '../errorShownByPage';
import type { VerbContext } from './context';
import { queryView, viewPath } from './velaql';

export type HealthCode = 'Healthy' | 'UnHealthy' | 'Progressing' | 'UnKnown';

/** A Kubernetes object of the resource tree and the objects it owns (facts §7, ResourceTreeNode). */
export interface ResourceTreeNode {
  cluster?: string;
  apiVersion?: string;
  kind: string;
  namespace?: string;
  name?: string;
  uid?: string;
  healthStatus?: { statusCode?: HealthCode | string; reason?: string; message?: string };
  creationTimestamp?: string;
  deletionTimestamp?: string;
  leafNodes?: ResourceTreeNode[];
  /** Pods: Ready, Status, Restarts, Age; services: Type, EIP. */
  additionalInfo?: Record<string, unknown>;
}

/** An object the application applied, with the tree of what it owns (facts §7, AppliedResource). */
export interface AppliedResource {
  cluster?: string;
  component?: string;
  trait?: string;
  kind: string;
  namespace?: string;
  name?: string;
  uid?: string;
  apiVersion?: string;
  resourceTree?: ResourceTreeNode;
}

/** Where the application of an environment runs, optionally narrowed to one component or target. */
export interface GraphScope {
  appName: string;
  appNs: string;
  componentName?: string;
  cluster?: string;
  clusterNs?: string;
}

/** Which object application-resource-detail-view reads; the cluster defaults to `local` as VelaUX does. */
export interface ResourceRef {
  name: string;
  kind: string;
  apiVersion: string;
  namespace?: string;
  cluster?: string;
}

const RESOURCE_TREE_VIEW = 'application-resource-tree-view';

const treeParams = ({ appName, appNs, componentName, cluster, clusterNs }: GraphScope) => ({
  appName,
  appNs,
  name: componentName,
  cluster,
  clusterNs,
});

/** The address `resourceTree` reads the scope's tree from, for the start-up to read it early. */
export const resourceTreePath = (apiUrl: string, scope: GraphScope) =>
  viewPath(apiUrl, RESOURCE_TREE_VIEW, treeParams(scope));

/** A view answers its failure as data (`{error}` with HTTP 200): it is thrown like any other failure. */
function viewAnswer(json: unknown): Record<string, unknown> {
  const answer = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  if (typeof answer.error === 'string' && answer.error) throw new Error(answer.error);
  return answer;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The resource and application graphs of an environment (VelaQL tree views). */
export const resourceGraphVerbs = (context: VerbContext) => ({
  /** `application-resource-tree-view`: the applied resources, each with the tree down to its pods. */
  resourceTree: async (scope: GraphScope, meta?: unknown): Promise<AppliedResource[]> => {
    const answer = viewAnswer(
      await queryView(context, RESOURCE_TREE_VIEW, treeParams(scope), silentIfShownByPage(meta)),
    );
    const resources: unknown[] = Array.isArray(answer.resources) ? answer.resources : [];
    return resources.filter(
      (item): item is AppliedResource => isObject(item) && typeof item.kind === 'string',
    );
  },
  /** `application-resource-detail-view`: the whole object, `metadata.managedFields` left out. */
  resourceDetail: async (ref: ResourceRef, meta?: unknown): Promise<Record<string, unknown>> => {
    const params = { ...ref, cluster: ref.cluster || 'local' };
    const answer = viewAnswer(
      await queryView(context, 'application-resource-detail-view', params, silentIfShownByPage(meta)),
    );
    const resource = isObject(answer.resource) ? answer.resource : {};
    if (!isObject(resource.metadata)) return resource;
    const { managedFields: _managedFields, ...metadata } = resource.metadata;
    return { ...resource, metadata };
  },
});
