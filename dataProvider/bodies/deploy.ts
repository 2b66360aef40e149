/** Request bodies of an application's environment bindings and workflows. */
import type { components } from '../../contract/api';
import type { RecordData } from '../requestBodies';

type Schemas = components['schemas'];

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export const envBindingCreateBody = (data: RecordData): Schemas['v1.CreateApplicationEnvbindingRequest'] => ({
  name: text(data.name),
});

/** A new workflow (a canary copy): the steps travel as they were read, properties as objects. */
export const workflowCreateBody = (data: RecordData): Schemas['v1.CreateWorkflowRequest'] => ({
  name: text(data.name),
  alias: text(data.alias),
  description: text(data.description),
  default: data.default === true,
  envName: text(data.envName),
  mode: text(data.mode),
  subMode: text(data.subMode),
  steps: Array.isArray(data.steps) ? (data.steps as Schemas['v1.WorkflowStep'][]) : [],
});
