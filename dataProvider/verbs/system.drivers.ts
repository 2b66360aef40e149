import type { VerbDrivers } from './drivers';

export const drivers: VerbDrivers = {
  getSystemInfo: (dp) => dp.getSystemInfo(),
  updateSystemInfo: (dp) => dp.updateSystemInfo({ enableCollection: false, loginType: 'local' }),
  getUserInfo: (dp) => dp.getUserInfo(),
};
