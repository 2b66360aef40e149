import type { RJSFSchema } from '@rjsf/utils';

/** The label a field shows: its schema title, else its property name. */
export function fieldLabel(schema: RJSFSchema, name: string): string {
  return schema.title ?? name;
}
