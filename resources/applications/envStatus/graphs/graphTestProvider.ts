/** Test support for the graph tabs: hello-world bound to dev, its resource tree, objects and env status. */
import type { AppliedResource } from '@dataProvider/verbs/resourceGraph';
import { appProvider, appTables, appTime } from '../../shared/appFakes';
import { delayed } from '@src/test/latency';
import { vi } from 'vitest';
import { pod, webservice } from './graphFixtures';

const devBinding = {
  id: 'dev',
  name: 'dev',
  alias: 'Development',
  appDeployName: 'hello-world',
  appDeployNamespace: 'dev-ns',
  targetNames: ['dev-target'],
  targets: [{ name: 'dev-target', alias: '', cluster: { clusterName: 'local', namespace: 'dev-ns' } }],
  createTime: appTime,
  updateTime: appTime,
  workflow: { name: 'workflow-dev', alias: '' },
};

export const deploymentObject = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web', namespace: 'dev-ns', labels: { 'app.oam.dev/component': 'web' } },
  spec: { replicas: 2 },
};

/** What GET /applications/hello-world/envs/dev/status answers: web with a gateway, worker still unhealthy. */
export const devStatus = {
  status: 'running',
  services: [
    {
      name: 'web',
      cluster: 'local',
      namespace: 'dev-ns',
      healthy: true,
      message: 'Ready:2/2',
      traits: [{ type: 'gateway', healthy: true, message: '' }],
      workloadDefinition: { apiVersion: 'apps/v1', kind: 'Deployment' },
    },
    {
      name: 'worker',
      cluster: 'local',
      namespace: 'dev-ns',
      healthy: false,
      message: 'Ready:0/1 waiting for pods to become ready',
      traits: [],
      workloadDefinition: { apiVersion: 'apps/v1', kind: 'Deployment' },
    },
  ],
};

export function graphProvider(
  tree: AppliedResource[] = webservice('web', [pod('web-1'), pod('web-2', 'UnHealthy')]),
) {
  const tables = appTables();
  tables['appEnvBindings:hello-world'] = [devBinding];
  return Object.assign(appProvider(tables), {
    resourceTree: vi.fn(delayed(() => tree)),
    resourceDetail: vi.fn(delayed(() => deploymentObject)),
    envStatus: vi.fn(delayed(() => devStatus)),
  });
}
