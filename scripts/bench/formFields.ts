import type { UIParam } from '@schemas/types';

const SERVICE_TIERS = [
  { label: 'Frontend', value: 'frontend' },
  { label: 'Backend', value: 'backend' },
  { label: 'Batch', value: 'batch' },
];

/** Ten kinds in a row, repeated: half text inputs, then numbers, a switch, a select and a list or map. */
function fieldAt(index: number): UIParam {
  const jsonKey = `field${index}`;
  const decade = index - (index % 10);
  const base = { jsonKey, sort: index };
  switch (index % 10) {
    case 0:
      return {
        ...base,
        uiType: 'Input',
        label: `Name ${index}`,
        validate: { pattern: '^[a-z0-9-]*$', maxLength: 63 },
      };
    case 1:
      return { ...base, uiType: 'Input', label: `Owner ${index}`, validate: { required: true } };
    case 2:
      return {
        ...base,
        uiType: 'Input',
        label: `Description ${index}`,
        description: 'Free text shown to operators.',
      };
    case 3:
      // Visible because the switch of its row is on by default; the condition is still evaluated on each change.
      return {
        ...base,
        uiType: 'Input',
        label: `Hostname ${index}`,
        conditions: [{ jsonKey: `field${decade + 7}`, op: '==', value: true, action: 'enable' }],
      };
    case 4:
      return {
        ...base,
        uiType: 'Input',
        label: `Path ${index}`,
        conditions: [{ jsonKey: `field${decade + 8}`, op: 'in', value: ['frontend', 'backend'] }],
      };
    case 5:
      return { ...base, uiType: 'Number', label: `Port ${index}`, validate: { min: 1, max: 65535 } };
    case 6:
      return { ...base, uiType: 'Number', label: `Replicas ${index}`, validate: { defaultValue: 1 } };
    case 7:
      return { ...base, uiType: 'Switch', label: `Expose ${index}`, validate: { defaultValue: true } };
    case 8:
      return {
        ...base,
        uiType: 'Select',
        label: `Tier ${index}`,
        validate: { options: SERVICE_TIERS, defaultValue: 'frontend' },
      };
    default:
      return index % 20 < 10
        ? { ...base, uiType: 'Strings', label: `Arguments ${index}` }
        : { ...base, uiType: 'KV', label: `Labels ${index}` };
  }
}

export const BENCH_FIELD_COUNT = 200;

/** A generated UI schema of `count` top-level fields; field0 is a text input labelled "Name 0". */
export function benchFormFields(count: number): UIParam[] {
  return Array.from({ length: count }, (_, index) => fieldAt(index));
}
