import type { VerbDrivers } from './drivers';

export const drivers: VerbDrivers = {};
