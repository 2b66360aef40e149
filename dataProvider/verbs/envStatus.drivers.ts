import type { VerbDrivers } from './drivers';

const where = { appName: 'x', appNs: 'x', cluster: 'x', clusterNs: 'x' };

export const drivers: VerbDrivers = {
  envStatus: (dp) => dp.envStatus('x', 'x'),
  recycleEnv: (dp) => dp.recycleEnv('x', 'x'),
  compareLatestWithRunning: (dp) => dp.compareLatestWithRunning('x', 'x'),
  serviceEndpoints: (dp) => dp.serviceEndpoints(where),
  cloudResources: (dp) => dp.cloudResources(where),
};
