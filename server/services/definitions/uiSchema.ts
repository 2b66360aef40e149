/**
 * UI schemas the way the real server builds them (facts §8): a default generated from the parameter
 * schema, then patched by a custom UI schema matched by `jsonKey`, then ordered by `sort`.
 */
import type { Schemas } from '../../context';
import type { OpenApiSchema } from '../../runtime/definitions/catalogue';
import type { CustomUIParameter } from '../../store/definitionRecords';

export type { CustomUIParameter, OpenApiSchema };

export type UIParameter = Schemas['schema.UIParameter'];
export type UIValidate = Schemas['schema.Validate'];
export type UICondition = Schemas['schema.Condition'];

const firstSort = 100;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function defaultUiType(schema: OpenApiSchema): string {
  switch (schema.type) {
    case 'string':
      return schema.enum?.length ? 'Select' : 'Input';
    case 'number':
    case 'integer':
      return 'Number';
    case 'boolean':
      return 'Switch';
    case 'array': {
      const itemType = schema.items?.type;
      if (itemType === 'string') return 'Strings';
      if (itemType === 'number' || itemType === 'integer') return 'Numbers';
      return 'Structs';
    }
    case 'object':
      return schema.properties && Object.keys(schema.properties).length > 0 ? 'Group' : 'KV';
    default:
      return '';
  }
}

function defaultValidate(schema: OpenApiSchema, required: boolean): UIValidate {
  const validate: UIValidate = { immutable: false };
  if (required) validate.required = true;
  if (schema.default !== undefined) validate.defaultValue = schema.default;
  if (schema.enum?.length) {
    validate.options = schema.enum.map((value) => ({ label: capitalise(String(value)), value }));
  }
  if (schema.maximum !== undefined) validate.max = schema.maximum;
  if (schema.maxLength !== undefined) validate.maxLength = schema.maxLength;
  if (schema.minimum !== undefined) validate.min = schema.minimum;
  if (schema.minLength !== undefined) validate.minLength = schema.minLength;
  if (schema.pattern !== undefined) validate.pattern = schema.pattern;
  return validate;
}

function defaultParameter(key: string, schema: OpenApiSchema, requiredKeys: string[]): UIParameter {
  const parameter: UIParameter = {
    sort: 0,
    label: capitalise(key),
    description: schema.description ?? '',
    jsonKey: key,
    uiType: defaultUiType(schema),
    // The real server compares the parent's required list with the property's title.
    validate: defaultValidate(schema, requiredKeys.includes(schema.title ?? key)),
  };
  const nested = generateUISchema(schema.type === 'array' ? schema.items : schema);
  if (nested.length > 0) parameter.subParameters = nested;
  const additional = schema.additionalProperties;
  if (typeof additional === 'object') {
    const title = additional.title ?? '';
    parameter.additional = true;
    parameter.additionalParameter = defaultParameter(title, additional, additional.required ?? []);
  }
  return parameter;
}

function byDefaultOrder(a: UIParameter, b: UIParameter): number {
  const requiredFirst = Number(Boolean(b.validate?.required)) - Number(Boolean(a.validate?.required));
  if (requiredFirst !== 0) return requiredFirst;
  const fewerSubParameters = (a.subParameters?.length ?? 0) - (b.subParameters?.length ?? 0);
  if (fewerSubParameters !== 0) return fewerSubParameters;
  return a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
}

/** One entry per property: required first, then the simpler ones, then by label; sorts from 100. */
export function generateUISchema(schema: OpenApiSchema | undefined): UIParameter[] {
  if (!schema?.properties) return [];
  const required = schema.required ?? [];
  return Object.entries(schema.properties)
    .map(([key, property]) => defaultParameter(key, property, required))
    .sort(byDefaultOrder)
    .map((parameter, index) => ({ ...parameter, sort: firstSort + index }));
}

/** A custom entry taken as it is (when nothing was generated): the always-present fields filled in. */
export function normaliseCustom(custom: CustomUIParameter): UIParameter {
  const { subParameters, validate, ...rest } = custom;
  const parameter: UIParameter = {
    ...rest,
    sort: custom.sort ?? 0,
    label: custom.label ?? '',
    description: custom.description ?? '',
    uiType: custom.uiType ?? '',
  };
  if (validate) parameter.validate = { ...validate, immutable: validate.immutable ?? false };
  if (subParameters?.length) parameter.subParameters = subParameters.map(normaliseCustom);
  return parameter;
}

function patchOne(generated: UIParameter, custom: CustomUIParameter): UIParameter {
  const patched: UIParameter = { ...generated };
  if (custom.label) patched.label = custom.label;
  if (custom.description) patched.description = custom.description;
  if (custom.uiType) patched.uiType = custom.uiType;
  if (custom.validate)
    patched.validate = { ...custom.validate, immutable: custom.validate.immutable ?? false };
  if (custom.disable !== undefined) patched.disable = custom.disable;
  if (custom.style) patched.style = custom.style;
  if (custom.conditions) patched.conditions = custom.conditions;
  if (custom.additional !== undefined) patched.additional = custom.additional;
  if (custom.subParameterGroupOption) patched.subParameterGroupOption = custom.subParameterGroupOption;
  if (custom.sort) patched.sort = custom.sort;
  if (custom.subParameters?.length) {
    patched.subParameters = patchUISchema(generated.subParameters ?? [], custom.subParameters);
  }
  return patched;
}

/**
 * Applies a custom UI schema to a generated one. Custom entries for keys the generated schema lacks
 * are dropped, unless nothing was generated: then the custom schema is the whole answer.
 */
export function patchUISchema(
  generated: UIParameter[],
  custom: CustomUIParameter[] | undefined,
): UIParameter[] {
  if (!custom?.length) return generated;
  if (generated.length === 0) return custom.map(normaliseCustom).sort((a, b) => a.sort - b.sort);
  const customByKey = new Map(custom.map((entry) => [entry.jsonKey, entry]));
  return generated
    .map((parameter) => {
      const entry = customByKey.get(parameter.jsonKey);
      return entry ? patchOne(parameter, entry) : parameter;
    })
    .sort((a, b) => a.sort - b.sort);
}
