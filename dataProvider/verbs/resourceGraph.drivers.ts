import type { VerbDrivers } from './drivers';

export const drivers: VerbDrivers = {
  resourceTree: (dp) => dp.resourceTree({ appName: 'x', appNs: 'x', componentName: 'x', cluster: 'x' }),
  resourceDetail: (dp) => dp.resourceDetail({ name: 'x', kind: 'Deployment', apiVersion: 'apps/v1' }),
};
