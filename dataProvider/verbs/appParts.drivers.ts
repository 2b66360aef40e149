import type { VerbDrivers } from './drivers';

const trait = { type: 'scaler', properties: { replicas: 2 } };

export const drivers: VerbDrivers = {
  addTrait: (dp) => dp.addTrait('x', 'x', trait),
  updateTrait: (dp) => dp.updateTrait('x', 'x', trait),
  deleteTrait: (dp) => dp.deleteTrait('x', 'x', 'scaler'),
  deletePolicy: (dp) => dp.deletePolicy('x', 'x'),
};
