import type { AppliedResource, ResourceTreeNode } from '@dataProvider/verbs/resourceGraph';

const healthy = { statusCode: 'Healthy', reason: '', message: '' };

export const pod = (name: string, statusCode = 'Healthy', cluster = 'local'): ResourceTreeNode => ({
  cluster,
  apiVersion: 'v1',
  kind: 'Pod',
  namespace: 'default',
  name,
  uid: `uid-${name}`,
  healthStatus: { statusCode, reason: statusCode === 'Healthy' ? '' : 'CrashLoopBackOff', message: '' },
  creationTimestamp: '2026-11-24T18:00:00Z',
  additionalInfo: { Ready: '1/1', Status: 'Running', Restarts: 0, Age: '3d' },
});

/** A webservice as the sandbox answers it: Deployment → ReplicaSet → pods, and its Service. */
export function webservice(name: string, pods: ResourceTreeNode[], cluster = 'local'): AppliedResource[] {
  const base = { cluster, namespace: 'default', component: name, trait: '' };
  return [
    {
      ...base,
      kind: 'Deployment',
      name,
      apiVersion: 'apps/v1',
      resourceTree: {
        cluster,
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        namespace: 'default',
        name,
        healthStatus: pods.some((p) => p.healthStatus?.statusCode === 'UnHealthy')
          ? {
              statusCode: 'UnHealthy',
              reason: 'CrashLoopBackOff',
              message: 'container is in CrashLoopBackOff',
            }
          : healthy,
        creationTimestamp: '2026-11-24T18:00:00Z',
        leafNodes: [
          {
            cluster,
            apiVersion: 'apps/v1',
            kind: 'ReplicaSet',
            namespace: 'default',
            name: `${name}-7d9f`,
            healthStatus: healthy,
            leafNodes: pods,
          },
        ],
      },
    },
    {
      ...base,
      kind: 'Service',
      name,
      apiVersion: 'v1',
      resourceTree: {
        cluster,
        apiVersion: 'v1',
        kind: 'Service',
        namespace: 'default',
        name,
        healthStatus: healthy,
        additionalInfo: { Type: 'LoadBalancer', EIP: '47.1.2.3' },
      },
    },
  ];
}
