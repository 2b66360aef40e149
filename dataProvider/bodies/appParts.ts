/**
 * Request bodies of an application's components, traits and policies. Their `properties` travel as JSON
 * text (the server answers with objects); what cannot change after creation (a component's name and
 * type, a policy's name) is not sent on update.
 */
import type { components } from '../../contract/api';
import type { RecordData } from '../requestBodies';

type Schemas = components['schemas'];
type TraitBody = Schemas['v1.CreateApplicationTraitRequest'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Properties as the server takes them: an object written as JSON, `{}` when there are none. */
export const propertiesText = (value: unknown): string =>
  JSON.stringify(typeof value === 'object' && value !== null ? value : {});

export function traitBody(data: RecordData): TraitBody {
  return {
    type: text(data.type),
    alias: text(data.alias),
    description: text(data.description),
    properties: propertiesText(data.properties),
  };
}

export function traitUpdateBody(data: RecordData): Schemas['v1.UpdateApplicationTraitRequest'] {
  const { type: _type, ...update } = traitBody(data);
  return update;
}

export function componentCreateBody(data: RecordData): Schemas['v1.CreateComponentRequest'] {
  const traits = Array.isArray(data.traits) ? (data.traits as RecordData[]) : [];
  return {
    name: text(data.name),
    alias: text(data.alias),
    description: text(data.description),
    componentType: text(data.componentType),
    properties: propertiesText(data.properties),
    traits: traits.map(traitBody),
  };
}

/** A partial update: the server keeps what is not sent (name, type and traits). */
export function componentUpdateBody(data: RecordData): Schemas['v1.UpdateApplicationComponentRequest'] {
  return {
    alias: text(data.alias),
    description: text(data.description),
    properties: propertiesText(data.properties),
  };
}

function policyBinding(data: RecordData): Schemas['v1.WorkflowPolicyBinding'][] {
  const bindings = Array.isArray(data.workflowPolicyBind) ? (data.workflowPolicyBind as RecordData[]) : [];
  return bindings.map((binding) => ({
    name: text(binding.name),
    steps: Array.isArray(binding.steps) ? binding.steps.filter((step) => typeof step === 'string') : [],
  }));
}

export function policyUpdateBody(data: RecordData): Schemas['v1.UpdatePolicyRequest'] {
  return {
    alias: text(data.alias),
    description: text(data.description),
    envName: text(data.envName),
    type: text(data.type),
    properties: propertiesText(data.properties),
    workflowPolicyBind: policyBinding(data),
  };
}

export function policyCreateBody(data: RecordData): Schemas['v1.CreatePolicyRequest'] {
  return { name: text(data.name), ...policyUpdateBody(data) };
}
