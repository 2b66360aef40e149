import type { VerbDrivers } from './drivers';

export const drivers: VerbDrivers = {
  applicationStatistics: (dp) => dp.applicationStatistics('x'),
  applicationEnvStatuses: (dp) => dp.applicationEnvStatuses('x'),
  envRecords: (dp) => dp.envRecords('x', 'x'),
  deployApplication: (dp) =>
    dp.deployApplication('x', { workflowName: 'x', triggerType: 'web', force: false, note: '' }),
  dryRunApplication: (dp) =>
    dp.dryRunApplication('x', { dryRunType: 'APP', workflow: 'x', env: 'x', version: '' }),
};
