import type { VerbDrivers } from './drivers';

export const drivers: VerbDrivers = {
  disableUser: (dp) => dp.disableUser('x'),
  enableUser: (dp) => dp.enableUser('x'),
  resetUserPassword: (dp) => dp.resetUserPassword('x', { alias: 'X', password: 'secret123' }),
};
