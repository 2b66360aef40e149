/** The definition kinds the console edits, by their route segment; component is the default. */
export const DEFINITION_TYPES = ['component', 'trait', 'policy', 'workflowstep'] as const;

export type DefinitionType = (typeof DEFINITION_TYPES)[number];

export const DEFAULT_DEFINITION_TYPE: DefinitionType = 'component';

export function isDefinitionType(value: string | undefined): value is DefinitionType {
  return DEFINITION_TYPES.some((type) => type === value);
}
