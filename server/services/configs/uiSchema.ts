/**
 * The form description (UI schema) of a config template: a default rendered from its OpenAPI
 * schema, then patched by the template's custom UI schema, the way the real server does it.
 */
import type { Schemas } from '../../context';

export type UIParameter = Schemas['schema.UIParameter'];
type UIValidate = Schemas['schema.Validate'];

export interface OpenApiSchema {
  type?: string;
  description?: string;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  enum?: (string | number | boolean)[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** A custom entry overrides only what it sets. */
export type UIPatch = Partial<Omit<UIParameter, 'subParameters'>> & {
  jsonKey: string;
  subParameters?: UIPatch[];
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function defaultUIType(type: string, hasOptions: boolean, itemType: string, hasProperties: boolean): string {
  switch (type) {
    case 'string':
      return hasOptions ? 'Select' : 'Input';
    case 'number':
    case 'integer':
      return 'Number';
    case 'boolean':
      return 'Switch';
    case 'array':
      if (itemType === 'string') return 'Strings';
      return itemType === 'number' || itemType === 'integer' ? 'Numbers' : 'Structs';
    case 'object':
      return hasProperties ? 'Group' : 'KV';
    default:
      return 'Input';
  }
}

function validateOf(property: OpenApiSchema, required: boolean): UIValidate {
  const validate: UIValidate = { required, immutable: false };
  if (property.default !== undefined) validate.defaultValue = property.default;
  if (property.enum)
    validate.options = property.enum.map((value) => ({ label: capitalize(String(value)), value }));
  if (property.minimum !== undefined) validate.min = property.minimum;
  if (property.maximum !== undefined) validate.max = property.maximum;
  if (property.minLength !== undefined) validate.minLength = property.minLength;
  if (property.maxLength !== undefined) validate.maxLength = property.maxLength;
  if (property.pattern) validate.pattern = property.pattern;
  return validate;
}

function renderParameter(key: string, property: OpenApiSchema, required: boolean): UIParameter {
  const nested = property.items ?? (property.properties ? property : undefined);
  const validate = validateOf(property, required);
  const parameter: UIParameter = {
    jsonKey: key,
    label: capitalize(key),
    description: property.description ?? '',
    uiType: defaultUIType(
      property.type ?? '',
      Boolean(validate.options),
      property.items?.type ?? '',
      Boolean(property.properties),
    ),
    validate,
    sort: 100,
  };
  const subParameters = nested ? defaultUISchema(nested) : [];
  if (subParameters.length > 0) parameter.subParameters = subParameters;
  return parameter;
}

/** Required fields first, then those with fewer sub-fields, then by label; sort numbers from 100. */
export function defaultUISchema(schema: OpenApiSchema): UIParameter[] {
  const required = schema.required ?? [];
  const parameters = Object.entries(schema.properties ?? {}).map(([key, property]) =>
    renderParameter(key, property, required.includes(key)),
  );
  parameters.sort(
    (a, b) =>
      Number(b.validate?.required) - Number(a.validate?.required) ||
      (a.subParameters?.length ?? 0) - (b.subParameters?.length ?? 0) ||
      a.label.localeCompare(b.label),
  );
  return parameters.map((parameter, index) => ({ ...parameter, sort: parameter.sort + index }));
}

function patchParameter(parameter: UIParameter, patch: UIPatch): UIParameter {
  const { subParameters, sort, ...overrides } = patch;
  const patched: UIParameter = { ...parameter, ...overrides };
  if (sort) patched.sort = sort;
  if (subParameters) patched.subParameters = patchUISchema(parameter.subParameters ?? [], subParameters);
  return patched;
}

export function patchUISchema(defaults: UIParameter[], custom: UIPatch[]): UIParameter[] {
  if (defaults.length === 0) return custom as UIParameter[];
  const patches = new Map(custom.map((patch) => [patch.jsonKey, patch]));
  return defaults
    .map((parameter) => {
      const patch = patches.get(parameter.jsonKey);
      return patch ? patchParameter(parameter, patch) : parameter;
    })
    .sort((a, b) => a.sort - b.sort);
}
