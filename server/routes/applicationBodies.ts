/**
 * Typed reads of the application-area request bodies. Missing fields read as empty, like Go's
 * decoder; a field of the wrong JSON type is a 400.
 */
import { BusinessError } from '../errors';
import { asBody, optionalStringList, stringField, stringList, type Body } from '../http/body';
import type { ComponentInput, ComponentUpdate } from '../services/applications/components';
import type { DeployInput } from '../services/applications/deploy';
import type { PolicyInput } from '../services/applications/policies';
import type { TraitInput } from '../services/applications/traits';
import type { TriggerInput } from '../services/applications/triggers';
import type { WorkflowInput } from '../services/workflows/workflows';
import type {
  CodeInfo,
  ImageInfo,
  InputItem,
  Labels,
  OutputItem,
  WorkflowStep,
} from '../store/applicationRecords';

function wrongType(key: string, expected: string): BusinessError {
  return new BusinessError(400, `the field '${key}' must be ${expected}`);
}

export function objectField(body: Body, key: string): Body | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw wrongType(key, 'an object');
  return value as Body;
}

export function objectList(body: Body, key: string): Body[] {
  const value = body[key];
  if (value === undefined || value === null) return [];
  if (
    !Array.isArray(value) ||
    value.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))
  ) {
    throw wrongType(key, 'a list of objects');
  }
  return value as Body[];
}

export function optionalLabels(body: Body, key: string): Labels | undefined {
  const value = objectField(body, key);
  if (value === undefined) return undefined;
  if (Object.values(value).some((item) => typeof item !== 'string')) throw wrongType(key, 'a map of strings');
  return value as Labels;
}

export function labelsField(body: Body, key: string): Labels {
  return optionalLabels(body, key) ?? {};
}

export function booleanField(body: Body, key: string): boolean {
  const value = body[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw wrongType(key, 'a boolean');
  return value;
}

function inputItems(body: Body, key: string): InputItem[] {
  return objectList(body, key).map((item) => ({
    from: stringField(item, 'from'),
    parameterKey: stringField(item, 'parameterKey'),
  }));
}

function outputItems(body: Body, key: string): OutputItem[] {
  return objectList(body, key).map((item) => ({
    name: stringField(item, 'name'),
    valueFrom: stringField(item, 'valueFrom'),
  }));
}

export function traitInput(raw: unknown, type?: string): TraitInput {
  const body = asBody(raw);
  return {
    type: type ?? stringField(body, 'type'),
    alias: stringField(body, 'alias'),
    description: stringField(body, 'description'),
    properties: stringField(body, 'properties'),
  };
}

export function componentInput(raw: unknown): ComponentInput {
  const body = asBody(raw);
  return {
    name: stringField(body, 'name'),
    alias: stringField(body, 'alias'),
    description: stringField(body, 'description'),
    icon: stringField(body, 'icon'),
    labels: labelsField(body, 'labels'),
    componentType: stringField(body, 'componentType'),
    properties: stringField(body, 'properties'),
    dependsOn: stringList(body, 'dependsOn'),
    inputs: inputItems(body, 'inputs'),
    outputs: outputItems(body, 'outputs'),
    traits: objectList(body, 'traits').map((trait) => traitInput(trait)),
  };
}

function optionalString(body: Body, key: string): string | undefined {
  return body[key] === undefined || body[key] === null ? undefined : stringField(body, key);
}

export function componentUpdate(raw: unknown): ComponentUpdate {
  const body = asBody(raw);
  return {
    alias: optionalString(body, 'alias'),
    description: optionalString(body, 'description'),
    icon: optionalString(body, 'icon'),
    labels: optionalLabels(body, 'labels'),
    dependsOn: optionalStringList(body, 'dependsOn'),
    properties: optionalString(body, 'properties'),
  };
}

export function policyInput(raw: unknown, name?: string): PolicyInput {
  const body = asBody(raw);
  return {
    name: name ?? stringField(body, 'name'),
    alias: stringField(body, 'alias'),
    description: stringField(body, 'description'),
    envName: stringField(body, 'envName'),
    type: stringField(body, 'type'),
    properties: stringField(body, 'properties'),
    workflowPolicyBind: objectList(body, 'workflowPolicyBind').map((bind) => ({
      name: stringField(bind, 'name'),
      steps: stringList(bind, 'steps'),
    })),
  };
}

export function triggerInput(raw: unknown): TriggerInput {
  const body = asBody(raw);
  return {
    name: stringField(body, 'name'),
    alias: stringField(body, 'alias'),
    description: stringField(body, 'description'),
    workflowName: stringField(body, 'workflowName'),
    type: stringField(body, 'type'),
    payloadType: stringField(body, 'payloadType'),
    componentName: stringField(body, 'componentName'),
    registry: stringField(body, 'registry'),
  };
}

function workflowStep(raw: Body): WorkflowStep {
  const step: WorkflowStep = {
    name: stringField(raw, 'name'),
    type: stringField(raw, 'type'),
    alias: stringField(raw, 'alias'),
    description: stringField(raw, 'description'),
    dependsOn: stringList(raw, 'dependsOn'),
    properties: objectField(raw, 'properties') ?? {},
  };
  for (const key of ['if', 'timeout', 'mode'] as const) {
    const value = optionalString(raw, key);
    if (value) step[key] = value;
  }
  const meta = objectField(raw, 'meta');
  if (meta) step.meta = { alias: stringField(meta, 'alias') };
  if (raw.inputs !== undefined) step.inputs = inputItems(raw, 'inputs');
  if (raw.outputs !== undefined) step.outputs = outputItems(raw, 'outputs');
  if (raw.subSteps !== undefined) step.subSteps = objectList(raw, 'subSteps').map(workflowStep);
  return step;
}

export function workflowInput(raw: unknown): WorkflowInput {
  const body = asBody(raw);
  return {
    name: stringField(body, 'name'),
    alias: stringField(body, 'alias'),
    description: stringField(body, 'description'),
    envName: stringField(body, 'envName'),
    mode: stringField(body, 'mode'),
    subMode: stringField(body, 'subMode'),
    default: booleanField(body, 'default'),
    steps: objectList(body, 'steps').map(workflowStep),
  };
}

export function deployInput(raw: unknown): DeployInput {
  const body = asBody(raw);
  const input: DeployInput = {
    workflowName: stringField(body, 'workflowName'),
    note: stringField(body, 'note'),
    triggerType: stringField(body, 'triggerType') || 'web',
    force: booleanField(body, 'force'),
  };
  const codeInfo = objectField(body, 'codeInfo');
  const imageInfo = objectField(body, 'imageInfo');
  if (codeInfo) input.codeInfo = codeInfo as CodeInfo;
  if (imageInfo) input.imageInfo = imageInfo as ImageInfo;
  return input;
}
