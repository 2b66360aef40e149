import { silentIfShownByPage } from '../errorShownByPage';
import type { VerbContext } from './context';
import {
  readLogs,
  readPodDetail,
  readPods,
  type LogReply,
  type PodDetail,
  type PodSummary,
} from './podLogsShapes';
import { queryView } from './velaql';

export type {
  ContainerInfo,
  ContainerStateName,
  LogReply,
  PodDetail,
  PodEvent,
  PodSummary,
  Quantities,
} from './podLogsShapes';

/** Where an application runs in one environment: its deployed name and namespace, and optionally less. */
export interface PodPlace {
  appName: string;
  appNs: string;
  component?: string;
  cluster?: string;
  clusterNs?: string;
}

export interface PodRef {
  cluster: string;
  namespace: string;
  name: string;
}

export interface LogRequest {
  cluster: string;
  namespace: string;
  pod: string;
  container: string;
  previous: boolean;
  timestamps: boolean;
  tailLines: number;
}

/** Pods, containers and their logs (VelaQL pod views, facts §7). */
export const podLogVerbs = (context: VerbContext) => ({
  /** `component-pod-view`: the pods of an application, of one component when named. */
  listAppPods: async (place: PodPlace, meta?: unknown): Promise<PodSummary[]> =>
    readPods(
      await queryView(
        context,
        'component-pod-view',
        {
          appName: place.appName,
          appNs: place.appNs,
          name: place.component,
          cluster: place.cluster,
          clusterNs: place.clusterNs,
        },
        silentIfShownByPage(meta),
      ),
    ),
  /** `pod-view`: a pod's containers and events. */
  podDetail: async ({ cluster, namespace, name }: PodRef, meta?: unknown): Promise<PodDetail> =>
    readPodDetail(
      await queryView(context, 'pod-view', { cluster, namespace, name }, silentIfShownByPage(meta)),
    ),
  /** `collect-logs`: a container's last lines; `previous` reads the instance before the last restart. */
  containerLogs: async (request: LogRequest, meta?: unknown): Promise<LogReply> =>
    readLogs(await queryView(context, 'collect-logs', { ...request }, silentIfShownByPage(meta))),
});
