import type { VerbDrivers } from './drivers';

export const drivers: VerbDrivers = {
  listAddons: (dp) => dp.listAddons({ registry: 'KubeVela', query: 'flux' }),
  addonDetail: (dp) => dp.addonDetail('fluxcd', '2.3.0'),
  addonStatus: (dp) => dp.addonStatus('fluxcd'),
  enableAddon: (dp) => dp.enableAddon('fluxcd', { version: '2.3.0', args: {}, clusters: ['local'] }),
  upgradeAddon: (dp) => dp.upgradeAddon('fluxcd', { version: '2.3.0', args: {} }),
  disableAddon: (dp) => dp.disableAddon('fluxcd'),
};
