import type { VerbDrivers } from './drivers';

export const drivers: VerbDrivers = {
  rollbackRevision: (dp) => dp.rollbackRevision('x', '20240501102030123'),
  compareApplication: (dp) => dp.compareApplication('x', { compareRevisionWithLatest: { revision: 'x' } }),
  payloadTypes: (dp) => dp.payloadTypes(),
};
