/** The 26 field kinds KubeVela's UI schema can ask for (`uiType`). */
export const VELA_UI_TYPES = [
  'Switch',
  'Input',
  'Password',
  'Select',
  'Number',
  'ImageInput',
  'HelmChartSelect',
  'HelmChartVersionSelect',
  'HelmRepoSelect',
  'KV',
  'HelmValues',
  'Strings',
  'Numbers',
  'SecretSelect',
  'SecretKeySelect',
  'CPUNumber',
  'MemoryNumber',
  'DiskNumber',
  'Group',
  'Structs',
  'Ignore',
  'K8sObjectsCode',
  'PolicySelect',
  'ComponentSelect',
  'ComponentPatches',
  'CertBase64',
] as const;

export type VelaUiType = (typeof VELA_UI_TYPES)[number];

export type OptionValue = string | number | boolean;

export interface UIParamOption {
  label: string;
  value: OptionValue;
}

export interface UIParamValidate {
  required?: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  options?: UIParamOption[];
  defaultValue?: unknown;
  immutable?: boolean;
}

export type ConditionOp = '==' | '!=' | 'in';
export type ConditionAction = 'enable' | 'disable' | '';

export interface UICondition {
  jsonKey: string;
  op?: ConditionOp;
  value: unknown;
  action?: ConditionAction;
}

export interface UIParamGroupOption {
  label: string;
  keys: string[];
}

/** One entry of a definition's UI schema, as the VelaUX API serves it. */
export interface UIParam {
  jsonKey: string;
  uiType?: string;
  label?: string;
  description?: string;
  sort?: number;
  validate?: UIParamValidate;
  style?: { colSpan?: number };
  disable?: boolean;
  conditions?: UICondition[];
  subParameterGroupOption?: UIParamGroupOption[];
  subParameters?: UIParam[];
  additional?: boolean;
  additionalParameter?: UIParam;
}

/** Something in a UI schema that could not be used as written; `path` is the dotted jsonKey chain. */
export interface SchemaProblem {
  path: string;
  message: string;
}

export type FormMode = 'create' | 'edit';

/** A form value: the `properties` object of a component, trait, policy, step, addon or config. */
export type FormValues = Record<string, unknown>;

/** A location inside form values: property names and array indexes. */
export type ValuePath = ReadonlyArray<string | number>;
