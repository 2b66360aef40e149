import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormMode, FormValues, SchemaProblem, UIParam, VelaUiType } from '../types';
import { uiDirective } from '../widgets';
import { defaultsFor, normalizeKindValue } from './defaults';
import { leafSchema, selectLabels } from './fieldSchema';
import { isVelaUiType, sortParams } from './kinds';
import { mergeParameterSchema } from './mergeParameterSchema';
import { normalizeUISchema } from './normalize';
import { pathKey } from './paths';

export interface FieldInfo {
  uiType: VelaUiType;
  label: string;
}

export interface RjsfForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Values a new form starts with. */
  defaults: FormValues;
  /** The parameters as drawn (checked, merged with the definition schema, sorted): use these for conditions. */
  params: UIParam[];
  /** Drawn fields by `pathKey` of their schema path (array indexes left out). */
  fields: Record<string, FieldInfo>;
  problems: SchemaProblem[];
}

export interface ToRjsfOptions {
  mode?: FormMode;
  /** The definition's OpenAPI parameter schema; fills in entries and kinds the UI schema leaves out. */
  parameterSchema?: object;
}

interface Context {
  mode: FormMode;
  problems: SchemaProblem[];
  fields: Record<string, FieldInfo>;
  /** Inside Structs items: defaults go into the schema so RJSF fills each new row. */
  itemDefaults: boolean;
}

export function labelOf(param: UIParam): string {
  return param.label ?? param.jsonKey.charAt(0).toUpperCase() + param.jsonKey.slice(1);
}

function sortDeep(params: readonly UIParam[]): UIParam[] {
  return sortParams(params).map((param) =>
    param.subParameters ? { ...param, subParameters: sortDeep(param.subParameters) } : param,
  );
}

function buildObject(params: readonly UIParam[], path: string[], context: Context) {
  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = {};
  for (const param of params) {
    const built = buildField(param, [...path, param.jsonKey], context);
    if (!built) continue;
    properties[param.jsonKey] = built.schema;
    uiSchema[param.jsonKey] = built.uiSchema;
    if (param.validate?.required && param.uiType !== 'Switch') required.push(param.jsonKey);
  }
  const schema: RJSFSchema = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  uiSchema['ui:order'] = Object.keys(properties);
  return { schema, uiSchema };
}

function nestedSchema(uiType: VelaUiType, param: UIParam, path: string[], context: Context) {
  const sub = param.subParameters ?? [];
  if (uiType === 'Structs') {
    const items = buildObject(sub, path, { ...context, itemDefaults: true });
    const groupOptions = param.subParameterGroupOption;
    if (groupOptions?.length) items.uiSchema['ui:options'] = { groupOptions };
    const schema: RJSFSchema = { type: 'array', items: items.schema };
    if (param.validate?.required) schema.minItems = 1;
    return { schema, uiSchema: { items: items.uiSchema } };
  }
  const object = buildObject(sub, path, context);
  if (uiType === 'Group') {
    object.uiSchema['ui:options'] = { groupDefaults: defaultsFor(sub) };
  }
  return object;
}

function kvSchema(param: UIParam, path: string[], context: Context): RJSFSchema {
  const valueParam = param.additionalParameter;
  const valueType = valueParam?.uiType;
  const report = (message: string) => context.problems.push({ path: path.join('.'), message });
  let values: RJSFSchema = { type: 'string' };
  if (valueParam && isVelaUiType(valueType)) {
    const built = leafSchema(valueType, valueParam, report);
    if (built && ['string', 'number', 'boolean'].includes(String(built.type))) values = built;
    else report(`KV values of kind ${valueType} are edited as text`);
  }
  const schema: RJSFSchema = { type: 'object', additionalProperties: values };
  if (param.validate?.required) schema.minProperties = 1;
  return schema;
}

function buildField(param: UIParam, path: string[], context: Context) {
  if (param.disable) return undefined;
  const at = path.join('.');
  const report = (message: string) => context.problems.push({ path: at, message });
  const uiType = param.uiType;
  if (!isVelaUiType(uiType)) {
    report(uiType ? `unknown uiType "${uiType}"; not drawn` : 'no uiType; not drawn');
    return undefined;
  }
  let built: { schema: RJSFSchema; uiSchema: UiSchema } | undefined;
  if (uiType === 'Group' || uiType === 'Ignore' || uiType === 'Structs') {
    if (!param.subParameters?.length) {
      report(`${uiType} has no subParameters; not drawn`);
      return undefined;
    }
    built = nestedSchema(uiType, param, path, context);
  } else if (uiType === 'KV') {
    built = { schema: kvSchema(param, path, context), uiSchema: {} };
  } else {
    const schema = leafSchema(uiType, param, report);
    if (schema) built = { schema, uiSchema: {} };
  }
  if (!built) return undefined;
  const { schema, uiSchema } = built;
  schema.title = labelOf(param);
  if (param.description) schema.description = param.description;
  const defaultValue = param.validate?.defaultValue;
  if (context.itemDefaults && defaultValue !== undefined) {
    schema.default = normalizeKindValue(uiType, defaultValue) as RJSFSchema['default'];
  }
  Object.assign(uiSchema, uiDirective(uiType));
  uiSchema['ui:options'] = {
    ...(uiSchema['ui:options'] ?? {}),
    velaType: uiType,
    colSpan: param.style?.colSpan ?? 24,
  };
  if (Array.isArray(schema.enum)) uiSchema['ui:enumNames'] = selectLabels(param);
  if (param.validate?.immutable && context.mode === 'edit') uiSchema['ui:disabled'] = true;
  context.fields[pathKey(path)] = { uiType, label: labelOf(param) };
  return built;
}

function translate(raw: unknown, mode: FormMode, parameterSchema: object | undefined): RjsfForm {
  const { params: normalized, problems } = normalizeUISchema(raw);
  const merged = parameterSchema ? mergeParameterSchema(normalized, parameterSchema, problems) : normalized;
  const params = sortDeep(merged);
  const context: Context = { mode, problems, fields: {}, itemDefaults: false };
  const { schema, uiSchema } = buildObject(params, [], context);
  return { schema, uiSchema, defaults: defaultsFor(params), params, fields: context.fields, problems };
}

const cache = new WeakMap<object, WeakMap<object, Partial<Record<FormMode, RjsfForm>>>>();
const NO_PARAMETER_SCHEMA = {};
const primitiveKeys = new Map<unknown, object>();

/** An object to key the cache with, also for an undefined or non-object UI schema. */
function cacheKey(value: unknown): object {
  if (typeof value === 'object' && value !== null) return value;
  const key = primitiveKeys.get(value) ?? {};
  primitiveKeys.set(value, key);
  return key;
}

/**
 * Translates a Vela UI schema into an RJSF schema, uiSchema and starting values. Never throws:
 * whatever cannot be used is left out and listed in `problems`. Results are memoized per
 * (uiParams, parameterSchema, mode) identity.
 */
export function toRjsf(uiParams: readonly UIParam[] | undefined, options: ToRjsfOptions = {}): RjsfForm {
  const mode = options.mode ?? 'create';
  const key = cacheKey(uiParams);
  const bySchema = cache.get(key) ?? new WeakMap();
  cache.set(key, bySchema);
  const schemaKey = options.parameterSchema ?? NO_PARAMETER_SCHEMA;
  const byMode = bySchema.get(schemaKey) ?? {};
  bySchema.set(schemaKey, byMode);
  byMode[mode] ??= translate(uiParams, mode, options.parameterSchema);
  return byMode[mode];
}
