/**
 * Application policies, and their binding to workflow steps through the steps' `policies` property.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { WorkflowStep } from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { checkAlias, checkName } from '../validation';
import { policiesOf, requireApp, requirePolicy, workflowsOf } from './lookups';
import { checkPolicyPlacement } from './placementRules';
import { parseProperties } from './properties';

export type PolicyBase = Schemas['v1.PolicyBase'];
export type DetailPolicyResponse = Schemas['v1.DetailPolicyResponse'];
export type WorkflowPolicyBinding = Schemas['v1.WorkflowPolicyBinding'];

export interface PolicyInput {
  name: string;
  alias: string;
  description: string;
  envName: string;
  type: string;
  properties: string;
  workflowPolicyBind: WorkflowPolicyBinding[];
}

function toPolicyBase(policy: Stored<'appPolicy'>): PolicyBase {
  const { app: _app, ...base } = policy;
  return base;
}

function stepPolicies(step: WorkflowStep): string[] {
  const value = step.properties?.policies;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function withPolicies(step: WorkflowStep, policies: string[]): WorkflowStep {
  return { ...step, properties: { ...step.properties, policies } };
}

/** Adds the policy to the bound steps and removes it from every other step. */
function bindPolicy(
  ctx: ServiceContext,
  app: string,
  policy: string,
  bindings: WorkflowPolicyBinding[],
): void {
  for (const workflow of workflowsOf(ctx, app)) {
    const bound = new Set(bindings.filter((b) => b.name === workflow.name).flatMap((b) => b.steps));
    const rebind = (step: WorkflowStep): WorkflowStep => {
      const current = stepPolicies(step);
      const has = current.includes(policy);
      if (bound.has(step.name) && !has) return withPolicies(step, [...current, policy]);
      if (!bound.has(step.name) && has)
        return withPolicies(
          step,
          current.filter((name) => name !== policy),
        );
      return step;
    };
    const steps = workflow.steps.map((step) => ({ ...rebind(step), subSteps: step.subSteps?.map(rebind) }));
    if (JSON.stringify(steps) !== JSON.stringify(workflow.steps)) {
      ctx.store.update('appWorkflow', scopedKey(app, workflow.name), { ...workflow, steps });
    }
  }
}

function bindingsOfPolicy(ctx: ServiceContext, app: string, policy: string): WorkflowPolicyBinding[] {
  return workflowsOf(ctx, app).flatMap((workflow) => {
    const steps = workflow.steps
      .flatMap((step) => [step, ...(step.subSteps ?? [])])
      .filter((step) => stepPolicies(step).includes(policy))
      .map((step) => step.name);
    return steps.length > 0 ? [{ name: workflow.name, steps }] : [];
  });
}

export function listPolicies(ctx: ServiceContext, app: string): { policies: PolicyBase[] } {
  return { policies: policiesOf(ctx, app).map(toPolicyBase) };
}

export function createPolicy(
  ctx: ServiceContext,
  app: string,
  input: PolicyInput,
  creator: string,
): PolicyBase {
  checkName('CreatePolicyRequest', 'Name', input.name);
  checkAlias('CreatePolicyRequest', 'Alias', input.alias);
  if (ctx.store.get('appPolicy', scopedKey(app, input.name))) throw new BusinessError(10009);
  const properties = parseProperties(input.properties);
  checkPolicyPlacement(ctx, requireApp(ctx, app), { ...input, properties });
  const policy = ctx.store.insert('appPolicy', scopedKey(app, input.name), {
    app,
    name: input.name,
    alias: input.alias,
    description: input.description,
    type: input.type,
    envName: input.envName,
    properties,
    creator,
  });
  bindPolicy(ctx, app, input.name, input.workflowPolicyBind);
  return toPolicyBase(policy);
}

export function detailPolicy(ctx: ServiceContext, app: string, name: string): DetailPolicyResponse {
  return {
    ...toPolicyBase(requirePolicy(ctx, app, name)),
    workflowPolicyBind: bindingsOfPolicy(ctx, app, name),
  };
}

export function updatePolicy(
  ctx: ServiceContext,
  app: string,
  name: string,
  input: Omit<PolicyInput, 'name'>,
): DetailPolicyResponse {
  checkAlias('UpdatePolicyRequest', 'Alias', input.alias);
  const policy = requirePolicy(ctx, app, name);
  const properties = parseProperties(input.properties);
  checkPolicyPlacement(ctx, requireApp(ctx, app), { ...input, name, properties });
  ctx.store.update('appPolicy', scopedKey(app, name), {
    ...policy,
    alias: input.alias,
    description: input.description,
    type: input.type,
    envName: input.envName,
    properties,
  });
  bindPolicy(ctx, app, name, input.workflowPolicyBind);
  return detailPolicy(ctx, app, name);
}

/** A policy a workflow step uses is kept (10026) unless `force` also removes the references. */
export function deletePolicy(ctx: ServiceContext, app: string, name: string, force: boolean): void {
  requirePolicy(ctx, app, name);
  if (bindingsOfPolicy(ctx, app, name).length > 0) {
    if (!force) throw new BusinessError(10026);
    bindPolicy(ctx, app, name, []);
  }
  ctx.store.delete('appPolicy', scopedKey(app, name));
}
