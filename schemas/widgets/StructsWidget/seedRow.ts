import type { RJSFSchema } from '@rjsf/utils';
import type { UIParamGroupOption } from '../../types';

/**
 * A new row for a preset key group. Object and list keys are created empty so the row is
 * recognised as that preset; plain values stay unset until typed.
 */
export function seedRow(option: UIParamGroupOption, itemSchema: RJSFSchema): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const key of option.keys) {
    const property = itemSchema.properties?.[key];
    const type = typeof property === 'object' ? property.type : undefined;
    if (type === 'object') row[key] = {};
    else if (type === 'array') row[key] = [];
  }
  return row;
}
