/** Test support for the instances and logs pages: hello-world's pods in dev, their detail and logs. */
import type { LogReply, PodDetail, PodSummary } from '@dataProvider/verbs/podLogs';
import { appDetailProvider } from './appDetailFakes';
import { delayed } from '@src/test/latency';
import { vi } from 'vitest';

const pod = (name: string, component: string, phase = 'Running'): PodSummary => ({
  name,
  namespace: 'dev-ns',
  cluster: 'local',
  component,
  workloadKind: 'Deployment',
  creationTime: '2024-05-03T09:15:00Z',
  deployVersion: '20240503091500123',
  phase,
  podIP: '10.244.0.12',
  hostIP: '172.18.0.2',
  nodeName: 'local-worker',
});

export const webPod = pod('web-6f7c9-x2k4q', 'web');
export const workerPod = pod('worker-58d4b-p9m2z', 'worker', 'Pending');

export const webDetail: PodDetail = {
  containers: [
    {
      name: 'web',
      image: 'nginx:1.25',
      state: 'running',
      reason: '',
      message: '',
      restartCount: 0,
      requests: { cpu: '250m', memory: '128Mi' },
      usage: { cpu: '12m', memory: '40Mi' },
    },
    {
      name: 'proxy',
      image: 'envoy:fail',
      state: 'waiting',
      reason: 'CrashLoopBackOff',
      message: 'back-off 20s restarting failed container=proxy',
      restartCount: 3,
      requests: { cpu: '', memory: '' },
      usage: { cpu: '', memory: '' },
    },
  ],
  events: [
    {
      type: 'Normal',
      reason: 'Scheduled',
      message: 'Successfully assigned dev-ns/web-6f7c9-x2k4q to local-worker',
      time: '2024-05-03T09:15:01Z',
    },
    {
      type: 'Warning',
      reason: 'BackOff',
      message: 'Back-off restarting failed container',
      time: '2024-05-03T09:16:00Z',
    },
  ],
};

export const workerDetail: PodDetail = {
  containers: [
    {
      ...webDetail.containers[0],
      name: 'worker',
      image: 'python:3.12-slim',
      state: 'terminated',
      reason: 'Completed',
    },
  ],
  events: [],
};

const ESC = '\u001b';
export const webLogs: LogReply = {
  logs: [
    `${ESC}[32mINFO ${ESC}[0m starting web`,
    '10.244.0.1 - - "GET /healthz HTTP/1.1" 200 612',
    `${ESC}[31mERROR${ESC}[0m <img src=x onerror=alert(1)> refused`,
  ].join('\n'),
  fromDate: '2024-05-03T09:15:02Z',
  toDate: '2024-05-03T09:20:00Z',
};

/** hello-world's frame with two pods in dev (web running with a crash-looping sidecar, worker pending). */
export function podProvider(pods: PodSummary[] = [webPod, workerPod]) {
  return Object.assign(appDetailProvider(), {
    listAppPods: vi.fn(delayed(() => pods)),
    podDetail: vi.fn(
      delayed(({ name }: { name: string }) => (name === webPod.name ? webDetail : workerDetail)),
    ),
    containerLogs: vi.fn(delayed((): LogReply => webLogs)),
  });
}
