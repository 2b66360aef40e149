import type { RJSFSchema } from '@rjsf/utils';
import type { OptionValue, UIParam, UIParamOption, VelaUiType } from '../types';
import { IMAGE_NAME_PATTERN } from './imageName';
import { QUANTITY_PATTERN } from './quantity';

type Report = (message: string) => void;

function stringRules(param: UIParam, fallbackPattern?: string): RJSFSchema {
  const { minLength, maxLength, pattern } = param.validate ?? {};
  const schema: RJSFSchema = { type: 'string' };
  if (minLength !== undefined) schema.minLength = minLength;
  if (maxLength !== undefined) schema.maxLength = maxLength;
  const effectivePattern = pattern ?? fallbackPattern;
  if (effectivePattern !== undefined) schema.pattern = effectivePattern;
  return schema;
}

function numberRules(param: UIParam): RJSFSchema {
  const { min, max } = param.validate ?? {};
  const schema: RJSFSchema = { type: 'number' };
  if (min !== undefined) schema.minimum = min;
  if (max !== undefined) schema.maximum = max;
  return schema;
}

function typeOfOptions(options: readonly UIParamOption[]): 'string' | 'number' | 'boolean' | undefined {
  const types = new Set(options.map((option) => typeof option.value));
  if (types.size !== 1) return undefined;
  const [only] = types;
  return only === 'string' || only === 'number' || only === 'boolean' ? only : undefined;
}

function selectSchema(param: UIParam, report: Report): RJSFSchema {
  const options = param.validate?.options ?? [];
  if (options.length === 0) {
    report('Select has no options; it is drawn as a text input');
    return stringRules(param);
  }
  // `enum` with labels in the uiSchema (`selectLabels`), not a `oneOf` of consts: on every change RJSF
  // validates each `oneOf` option of every select with AJV to pick the matching one.
  const schema: RJSFSchema = { enum: options.map((option) => option.value as OptionValue) };
  const type = typeOfOptions(options);
  if (type) schema.type = type;
  return schema;
}

/** The labels of a Select's options, in the order of its schema's `enum` (RJSF's `ui:enumNames`). */
export function selectLabels(param: UIParam): string[] {
  return (param.validate?.options ?? []).map((option) => option.label);
}

/** Arrays of plain values; a required list must hold at least one entry. */
function listOf(items: RJSFSchema, param: UIParam, extra: RJSFSchema = {}): RJSFSchema {
  const schema: RJSFSchema = { type: 'array', items, ...extra };
  if (param.validate?.required) schema.minItems = 1;
  return schema;
}

const COMPONENT_PATCH: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    type: { type: 'string' },
    properties: { type: 'object' },
    traits: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string' },
          properties: { type: 'object' },
          disable: { type: 'boolean' },
        },
      },
    },
  },
};

/**
 * The JSON schema of a field whose value is not described by sub-parameters. Object and list
 * kinds built from sub-parameters (Group, Ignore, Structs) are assembled by `toRjsf`.
 */
export function leafSchema(uiType: VelaUiType, param: UIParam, report: Report): RJSFSchema | undefined {
  switch (uiType) {
    case 'Switch':
      return { type: 'boolean' };
    case 'Input':
    case 'Password':
    case 'HelmRepoSelect':
    case 'HelmChartSelect':
    case 'HelmChartVersionSelect':
    case 'SecretSelect':
    case 'SecretKeySelect':
    case 'CertBase64':
      return stringRules(param);
    case 'ImageInput':
      return stringRules(param, IMAGE_NAME_PATTERN);
    case 'CPUNumber':
    case 'MemoryNumber':
    case 'DiskNumber':
      return { type: 'string', pattern: QUANTITY_PATTERN };
    case 'Select':
      return selectSchema(param, report);
    case 'Number':
      return numberRules(param);
    case 'Strings':
      return listOf(stringRules(param), param);
    case 'Numbers':
      return listOf(numberRules(param), param);
    case 'PolicySelect':
    case 'ComponentSelect':
      return listOf({ type: 'string' }, param, { uniqueItems: true });
    case 'K8sObjectsCode':
      return listOf({ type: 'object' }, param);
    case 'ComponentPatches':
      return listOf(COMPONENT_PATCH, param);
    case 'HelmValues':
      return { type: 'object' };
    default:
      return undefined;
  }
}
