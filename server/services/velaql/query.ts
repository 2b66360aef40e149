/**
 * Runs a VelaQL statement against the simulated platform: 60001 when it does not parse, 60002 for an
 * unknown view or export path, 60003 when the exported value is not an object.
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import {
  appliedResourcesView,
  componentPodView,
  resourceTreeView,
  serviceEndpointsView,
  serviceView,
} from './appViews';
import { cloudResourceSecretView, cloudResourceView } from './cloudViews';
import { resourceView } from './clusterViews';
import { parseVelaQL, type QueryValue } from './parse';
import { collectLogs, eventView, podView, resourceDetailView } from './podViews';
import type { ReadScope } from './scope';

type View = (ctx: ServiceContext, params: Record<string, QueryValue>, scope: ReadScope) => unknown;

const views: Record<string, View> = {
  'component-pod-view': componentPodView,
  'pod-view': podView,
  'event-view': eventView,
  'resource-view': resourceView,
  'cloud-resource-view': cloudResourceView,
  'cloud-resource-secret-view': cloudResourceSecretView,
  'service-view': serviceView,
  'collect-logs': collectLogs,
  'service-endpoints-view': serviceEndpointsView,
  'service-applied-resources-view': appliedResourcesView,
  'application-resource-tree-view': resourceTreeView,
  'application-resource-detail-view': resourceDetailView,
};

function exported(status: unknown, path: string): unknown {
  const [root, ...rest] = path.split('.');
  if (root !== 'status') throw new BusinessError(60002, `view query failed: field "${root}" not found`);
  return rest.reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null || !(key in value)) {
      throw new BusinessError(60002, `view query failed: field "${path}" not found`);
    }
    return (value as Record<string, unknown>)[key];
  }, status);
}

/** Every view sees only what `scope` lets the caller read. */
export function runVelaQL(ctx: ServiceContext, statement: string, scope: ReadScope): Record<string, unknown> {
  const query = parseVelaQL(statement);
  const view = views[query.view];
  if (!view) throw new BusinessError(60002, `view query failed: view ${query.view} not found`);
  const value = exported(view(ctx, query.params, scope), query.exportPath);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BusinessError(60003);
  return value as Record<string, unknown>;
}
