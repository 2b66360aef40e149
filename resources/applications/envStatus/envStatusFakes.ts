/** Test support for the status page: hello-world running in dev, its endpoints, a cloud instance and the verbs. */
import type { AppStatus, CloudResource, ServiceEndpoint } from '@dataProvider/verbs/envStatus';
import { appDetailProvider } from '../shared/appDetailFakes';
import { appTime } from '../shared/appFakes';
import { delayed } from '@src/test/latency';
import { vi } from 'vitest';

const component = (name: string, componentType: string) => ({
  id: name,
  name,
  alias: '',
  componentType,
  main: name === 'hello-world',
  createTime: appTime,
  updateTime: appTime,
});

export const runningStatus: AppStatus = {
  status: 'running',
  services: [
    {
      name: 'hello-world',
      cluster: 'local',
      namespace: 'dev',
      healthy: true,
      message: 'Ready:1/1',
      traits: [{ type: 'gateway', healthy: true }],
    },
    { name: 'bucket', cluster: 'local', namespace: 'dev', healthy: false, message: 'provisioning' },
  ],
};

export const endpoints: ServiceEndpoint[] = [
  {
    endpoint: { protocol: 'TCP', appProtocol: 'http', host: 'hello.example.com', port: 80, inner: false },
    component: 'hello-world',
    cluster: 'local',
  },
  {
    endpoint: { protocol: 'TCP', host: 'hello-world.dev', port: 5432, inner: true },
    component: 'hello-world',
    cluster: 'local',
  },
  {
    endpoint: { protocol: 'HTTP', host: 'javascript:alert(1)//', port: 80 },
    component: 'bucket',
    cluster: 'local',
  },
];

export const cloudResources: CloudResource[] = [
  {
    metadata: {
      name: 'bucket',
      creationTimestamp: appTime,
      labels: { 'app.oam.dev/component': 'bucket' },
    },
    spec: { region: 'cn-hongkong' },
    status: {
      apply: {
        state: 'Available',
        message: 'Cloud resources are deployed and ready to use',
        region: 'cn-hongkong',
        outputs: { BUCKET_NAME: { value: 'bucket-1' }, URL: { value: 'https://bucket-1.example.com' } },
      },
    },
  },
];

export const compareAnswer = {
  isDiff: true,
  diffReport: '',
  baseAppYAML: 'image: nginx:1.24\n',
  targetAppYAML: 'image: nginx:1.25\n',
};

/** appDetailProvider plus the status page's verbs; `deployed: false` is an environment never deployed. */
export function envStatusProvider({ deployed = true } = {}) {
  const provider = appDetailProvider({
    extraTables: {
      'appComponents:hello-world': [
        component('hello-world', 'webservice'),
        component('bucket', 'alibaba-oss'),
      ],
    },
  });
  return Object.assign(provider, {
    envStatus: vi.fn(delayed((): AppStatus | undefined => (deployed ? runningStatus : undefined))),
    recycleEnv: vi.fn(delayed(() => ({}))),
    compareLatestWithRunning: vi.fn(delayed(() => compareAnswer)),
    serviceEndpoints: vi.fn(delayed(() => endpoints)),
    cloudResources: vi.fn(delayed(() => cloudResources)),
  });
}

export type EnvStatusProvider = ReturnType<typeof envStatusProvider>;
