import type { VerbDrivers } from './drivers';

const address = { app: 'x', workflow: 'workflow-x', record: 'workflow-x-20240501102030123' };

export const drivers: VerbDrivers = {
  stepLog: (dp) => dp.stepLog(address, 'x'),
  stepInputs: (dp) => dp.stepInputs(address, 'x'),
  stepOutputs: (dp) => dp.stepOutputs(address, 'x'),
  resumeRecord: (dp) => dp.resumeRecord(address),
  terminateRecord: (dp) => dp.terminateRecord(address),
  rollbackRecord: (dp) => dp.rollbackRecord(address),
};
