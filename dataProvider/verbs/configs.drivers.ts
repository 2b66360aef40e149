import type { VerbDrivers } from './drivers';

export const drivers: VerbDrivers = {
  revealConfig: (dp) => dp.revealConfig({ name: 'x' }),
  revealProjectConfig: (dp) => dp.revealConfig({ name: 'x', project: 'x' }),
};
