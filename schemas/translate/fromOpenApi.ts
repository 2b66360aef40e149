import type { OptionValue, UIParam, UIParamValidate } from '../types';
import { isRecord } from './paths';

type OpenApi = Record<string, unknown>;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function propertiesOf(schema: OpenApi): Record<string, OpenApi> {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  return Object.fromEntries(
    Object.entries(properties).filter((entry): entry is [string, OpenApi] => isRecord(entry[1])),
  );
}

function uiTypeOf(schema: OpenApi): string | undefined {
  const items = isRecord(schema.items) ? schema.items : {};
  switch (schema.type) {
    case 'string':
      return Array.isArray(schema.enum) ? 'Select' : 'Input';
    case 'number':
    case 'integer':
      return 'Number';
    case 'boolean':
      return 'Switch';
    case 'array':
      if (items.type === 'string') return 'Strings';
      if (items.type === 'number' || items.type === 'integer') return 'Numbers';
      return 'Structs';
    case 'object':
      return Object.keys(propertiesOf(schema)).length > 0 ? 'Group' : 'KV';
    default:
      return Object.keys(propertiesOf(schema)).length > 0 ? 'Group' : undefined;
  }
}

function validateOf(schema: OpenApi, required: boolean): UIParamValidate {
  const validate: UIParamValidate = { required };
  if (schema.default !== undefined) validate.defaultValue = schema.default;
  if (Array.isArray(schema.enum)) {
    validate.options = schema.enum
      .filter((value): value is OptionValue => ['string', 'number', 'boolean'].includes(typeof value))
      .map((value) => ({ label: capitalise(String(value)), value }));
  }
  if (typeof schema.maximum === 'number') validate.max = schema.maximum;
  if (typeof schema.minimum === 'number') validate.min = schema.minimum;
  if (typeof schema.maxLength === 'number') validate.maxLength = schema.maxLength;
  if (typeof schema.minLength === 'number') validate.minLength = schema.minLength;
  if (typeof schema.pattern === 'string') validate.pattern = schema.pattern;
  return validate;
}

function paramOf(key: string, schema: OpenApi, required: boolean): UIParam {
  const param: UIParam = { jsonKey: key, label: capitalise(key), validate: validateOf(schema, required) };
  if (typeof schema.description === 'string') param.description = schema.description;
  const uiType = uiTypeOf(schema);
  if (uiType) param.uiType = uiType;
  const nested = schema.type === 'array' && isRecord(schema.items) ? schema.items : schema;
  if (uiType === 'Group' || uiType === 'Structs') {
    const sub = fromOpenApi(nested);
    if (sub.length > 0) param.subParameters = sub;
  }
  if (uiType === 'KV' && isRecord(schema.additionalProperties)) {
    param.additional = true;
    param.additionalParameter = paramOf('', schema.additionalProperties, false);
  }
  return param;
}

/**
 * The UI schema the server generates from a definition's OpenAPI parameter schema: one entry per
 * property, required ones first, then by number of sub-parameters, then by label; sort = 100 + position.
 */
export function fromOpenApi(schema: unknown): UIParam[] {
  if (!isRecord(schema)) return [];
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const params = Object.entries(propertiesOf(schema)).map(([key, property]) =>
    paramOf(key, property, required.has(key)),
  );
  const rank = (param: UIParam) => (param.validate?.required ? 0 : 1);
  // Labels compare byte by byte, as the Go server compares them.
  const byLabel = (a: UIParam, b: UIParam) =>
    (a.label ?? '') < (b.label ?? '') ? -1 : a.label === b.label ? 0 : 1;
  params.sort(
    (a, b) =>
      rank(a) - rank(b) || (a.subParameters?.length ?? 0) - (b.subParameters?.length ?? 0) || byLabel(a, b),
  );
  return params.map((param, index) => ({ ...param, sort: 100 + index }));
}
