import type { components } from '../../../contract/api';
import { NAME_PATTERN } from '@src/common/validation';
import { maxLength, minLength, regex, required } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

type Schemas = components['schemas'];

/** A row of GET /applications/{app}/policies; the detail adds its workflow bindings. */
export type Policy = Schemas['v1.DetailPolicyResponse'] & { id: string };

export type PresetName =
  'override' | 'topology' | 'deliverOnce' | 'pvcRetain' | 'replicasScalable' | 'custom';

interface Preset {
  name: PresetName;
  /** The policy type it creates; Custom lets the user choose. */
  type?: string;
  /** Fixed properties, as VelaUX's presets send them; without them the type's form is shown. */
  properties?: Record<string, unknown>;
}

/** The spec's presets, with the types and properties of VelaUX's policy dialog. */
export const PRESETS: Preset[] = [
  { name: 'override', type: 'override' },
  { name: 'topology', type: 'topology' },
  { name: 'deliverOnce', type: 'apply-once', properties: { enable: true } },
  {
    name: 'pvcRetain',
    type: 'garbage-collect',
    properties: { rules: [{ selector: { resourceTypes: ['PersistentVolumeClaim'] }, strategy: 'never' }] },
  },
  {
    name: 'replicasScalable',
    type: 'apply-once',
    properties: {
      enable: true,
      rules: [
        { selector: { resourceTypes: ['Deployment', 'StatefulSet'] }, strategy: { path: ['spec.replicas'] } },
      ],
    },
  },
  { name: 'custom' },
];

/** Types the Custom list leaves out: they have presets of their own. */
export const PRESET_ONLY_TYPES = new Set(['override', 'topology']);

export const presetOf = (name: unknown): Preset =>
  PRESETS.find((preset) => preset.name === name) ?? PRESETS[5];

/** The preset an existing policy is edited with: its own for override and topology, else Custom. */
export const presetOfType = (type: string): PresetName =>
  type === 'override' || type === 'topology' ? type : 'custom';

const message = (rule: string) => `resources.appPolicies.validation.${rule}`;

export const nameRules = [
  required(message('name')),
  regex(NAME_PATTERN, message('name')),
  maxLength(32, message('name')),
];
export const aliasRules = [minLength(2, message('alias')), maxLength(64, message('alias'))];
export const descriptionRules = [maxLength(256, message('description'))];
export const typeRules = [required(message('type'))];
export const workflowRules = [required(message('workflow'))];
export const stepsRules = [required(message('steps'))];

/** The form's values as the policy the server stores: the preset decides type and properties. */
export function policyData(values: FieldValues): FieldValues {
  const preset = presetOf(values.preset);
  const override = (preset.type ?? values.type) === 'override';
  return {
    name: values.name,
    alias: values.alias ?? '',
    description: values.description ?? '',
    envName: values.envName ?? '',
    type: preset.type ?? values.type,
    properties: preset.properties ?? values.properties ?? {},
    workflowPolicyBind: override ? [{ name: values.workflow, steps: values.steps ?? [] }] : [],
  };
}

/** The form's values for an existing policy. */
export function policyValues(policy: Policy): FieldValues {
  const binding = policy.workflowPolicyBind?.[0];
  return {
    preset: presetOfType(policy.type),
    name: policy.name,
    alias: policy.alias,
    description: policy.description,
    envName: policy.envName,
    type: policy.type,
    properties: policy.properties ?? {},
    workflow: binding?.name,
    steps: binding?.steps ?? [],
  };
}
