import type { VerbDrivers } from './drivers';

export const drivers: VerbDrivers = {
  disableUser: (dp) => dp.disableUser('x'),
  enableUser: (dp) => dp.enableUser('x'),
};
