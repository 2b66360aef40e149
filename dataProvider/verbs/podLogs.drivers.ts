import type { VerbDrivers } from './drivers';

const pod = { cluster: 'local', namespace: 'default', name: 'x-5d8f9' };

export const drivers: VerbDrivers = {
  listAppPods: (dp) => dp.listAppPods({ appName: 'x', appNs: 'default', component: 'x' }),
  podDetail: (dp) => dp.podDetail(pod),
  containerLogs: (dp) =>
    dp.containerLogs({
      cluster: pod.cluster,
      namespace: pod.namespace,
      pod: pod.name,
      container: 'x',
      previous: false,
      timestamps: true,
      tailLines: 3000,
    }),
};
