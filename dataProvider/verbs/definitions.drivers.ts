import type { VerbDrivers } from './drivers';

export const drivers: VerbDrivers = {
  updateDefinitionStatus: (dp) => dp.updateDefinitionStatus('x', { type: 'component', hiddenInUI: true }),
  updateDefinitionUiSchema: (dp) =>
    dp.updateDefinitionUiSchema('x', {
      type: 'component',
      uiSchema: [{ jsonKey: 'image', uiType: 'ImageInput', label: 'Image', description: '', sort: 1 }],
    }),
};
