/**
 * The VelaQL views the simulated cluster serves (facts §7), by name: each reads the simulated
 * platform and answers what the view's CUE template would.
 */
import {
  appliedResourcesView,
  componentPodView,
  resourceTreeView,
  serviceEndpointsView,
  serviceView,
} from './appViews';
import { cloudResourceSecretView, cloudResourceView } from './cloudViews';
import { resourceView } from './clusterViews';
import { collectLogs, eventView, podView, resourceDetailView } from './podViews';
import type { View } from './viewInput';

/** A map, so that no property every object inherits (`constructor`) reads as a view. */
export const velaqlViews = new Map<string, View>(
  Object.entries({
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
  }),
);
