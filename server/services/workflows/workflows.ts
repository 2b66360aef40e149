/**
 * Application workflows: create-or-overwrite, update, detail, list and delete (with their records).
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError, invalidField } from '../../errors';
import type { WorkflowStep } from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { requireApp, requireWorkflow, workflowsOf } from '../applications/lookups';
import { checkWorkflowPlacement } from '../applications/placementRules';
import { checkAlias, checkName } from '../validation';

export type WorkflowBase = Schemas['v1.WorkflowBase'];

export interface WorkflowInput {
  name: string;
  alias: string;
  description: string;
  envName: string;
  mode: string;
  subMode: string;
  default: boolean;
  steps: WorkflowStep[];
}

const modes = ['DAG', 'StepByStep'];

export function toWorkflowBase(workflow: Stored<'appWorkflow'>): WorkflowBase {
  return {
    name: workflow.name,
    alias: workflow.alias,
    description: workflow.description,
    enable: false,
    default: workflow.default,
    envName: workflow.envName,
    mode: workflow.mode || 'StepByStep',
    subMode: workflow.subMode || 'DAG',
    steps: workflow.steps,
    createTime: workflow.createTime,
    updateTime: workflow.updateTime,
  };
}

function checkModes(struct: string, mode: string, subMode: string): void {
  if (!modes.includes(mode)) throw invalidField(struct, 'Mode', 'oneof');
  if (!modes.includes(subMode)) throw invalidField(struct, 'SubMode', 'oneof');
}

function checkSteps(struct: string, steps: WorkflowStep[]): void {
  for (const step of steps.flatMap((each) => [each, ...(each.subSteps ?? [])])) {
    if (!step.name) throw invalidField(struct, 'Steps.Name', 'required');
    if (!step.type) throw invalidField(struct, 'Steps.Type', 'required');
  }
}

export function createOrUpdateWorkflow(ctx: ServiceContext, app: string, input: WorkflowInput): WorkflowBase {
  const struct = 'CreateWorkflowRequest';
  checkName(struct, 'Name', input.name);
  checkAlias(struct, 'Alias', input.alias);
  checkModes(struct, input.mode, input.subMode);
  if (!input.envName) throw new BusinessError(20006);
  checkSteps(struct, input.steps);
  checkWorkflowPlacement(ctx, requireApp(ctx, app), input);
  const key = scopedKey(app, input.name);
  const body = { ...input, app };
  const existing = ctx.store.get('appWorkflow', key);
  const saved = existing
    ? ctx.store.update('appWorkflow', key, { ...existing, ...body })
    : ctx.store.insert('appWorkflow', key, body);
  return toWorkflowBase(saved);
}

export function updateWorkflow(
  ctx: ServiceContext,
  app: string,
  name: string,
  input: Omit<WorkflowInput, 'name' | 'envName'>,
): WorkflowBase {
  const struct = 'UpdateWorkflowRequest';
  checkAlias(struct, 'Alias', input.alias);
  checkModes(struct, input.mode, input.subMode);
  checkSteps(struct, input.steps);
  const workflow = requireWorkflow(ctx, app, name);
  checkWorkflowPlacement(ctx, requireApp(ctx, app), { ...workflow, ...input });
  return toWorkflowBase(ctx.store.update('appWorkflow', scopedKey(app, name), { ...workflow, ...input }));
}

export function detailWorkflow(ctx: ServiceContext, app: string, name: string): WorkflowBase {
  return toWorkflowBase(requireWorkflow(ctx, app, name));
}

export function listWorkflows(ctx: ServiceContext, app: string): { workflows: WorkflowBase[] } {
  return { workflows: workflowsOf(ctx, app).map(toWorkflowBase) };
}

export function deleteWorkflow(ctx: ServiceContext, app: string, name: string): void {
  requireWorkflow(ctx, app, name);
  ctx.store.transaction(() => {
    ctx.store.deleteWhere('workflowRecord', { app, workflowName: name });
    ctx.store.delete('appWorkflow', scopedKey(app, name));
  });
}
