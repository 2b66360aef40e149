/**
 * How a run reads back (facts §6): its simulated WorkflowRun status, and the run objects of the API.
 * Read-back runs show the pipeline's current steps, with the steps not reached yet as `pending`.
 */
import type { Schemas, ServiceContext } from '../../context';
import type { Stored } from '../../store/documentStore';
import { readYaml } from '../definitions/catalogue';
import { findDefinition } from '../definitions/definitions';
import { contextObject, findContextValues, hideContextSecrets, requireContextValues } from './contexts';
import { findPipeline, projectRef } from './pipelineLookup';
import type { PipelineStep } from './records';
import { runStepId, type SimulatedRun, simulateRun, type StepStatus } from './simulation';
import { toRunSpec } from './spec';

export type PipelineRun = Schemas['v1.PipelineRun'];
export type PipelineRunBase = Schemas['v1.PipelineRunBase'];
export type RunStatus = Schemas['v1alpha1.WorkflowRunStatus'];
type Run = Stored<'pipelineRun'>;

/** vela-workflow's own step types: a run knows them whatever definitions the platform has. */
const builtinStepTypes = new Set(
  readYaml(new URL('../../data/definitions/workflow-builtin-steps.yaml', import.meta.url)) as string[],
);

export function simulate(ctx: ServiceContext, run: Run): SimulatedRun {
  return simulateRun({
    runName: run.name,
    steps: run.steps,
    mode: run.mode,
    startTime: run.startTime,
    resumes: run.resumes,
    terminatedAt: run.terminatedAt,
    stepSeconds: ctx.settings.runtimeStepSeconds,
    now: ctx.now(),
    context: run.context,
    isKnownStepType: (type) =>
      builtinStepTypes.has(type) || findDefinition(ctx, 'workflowstep', type) !== undefined,
  });
}

export function runStatus(ctx: ServiceContext, run: Run, simulated = simulate(ctx, run)): RunStatus {
  const status: RunStatus = {
    status: simulated.phase,
    mode: run.mode,
    message: simulated.message,
    suspend: simulated.suspend,
    terminated: simulated.terminated,
    finished: simulated.finished,
    contextBackend: {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      name: `workflow-${run.name}-context`,
      namespace: ctx.store.get('project', run.project)?.namespace ?? run.project,
    },
    steps: simulated.steps,
    startTime: simulated.startTime,
    endTime: simulated.endTime,
  };
  if (simulated.suspend) status.suspendState = 'suspending';
  return status;
}

function pending(runName: string, step: { name: string; type: string }, parent = ''): StepStatus {
  return { id: runStepId(runName, step.name, parent), name: step.name, type: step.type, phase: 'pending' };
}

function withPendingSteps(runName: string, steps: StepStatus[], current: PipelineStep[]): StepStatus[] {
  const reached = steps.map((status) => {
    const spec = current.find((step) => step.name === status.name);
    if (!spec?.subSteps) return status;
    const subSteps = status.subSteps ?? [];
    const missing = spec.subSteps
      .filter((sub) => !subSteps.some((reachedSub) => reachedSub.name === sub.name))
      .map((sub) => pending(runName, sub, spec.name));
    return { ...status, subSteps: [...subSteps, ...missing] };
  });
  const notReached = current
    .filter((step) => !steps.some((status) => status.name === step.name))
    .map((step) => {
      const status = pending(runName, step);
      if (step.subSteps) status.subSteps = step.subSteps.map((sub) => pending(runName, sub, step.name));
      return status;
    });
  return [...reached, ...notReached];
}

function currentSteps(ctx: ServiceContext, run: Run): PipelineStep[] {
  return findPipeline(ctx, run.project, run.pipeline)?.spec.steps ?? run.steps;
}

/**
 * Reads of a run fail with 17001 when its context was deleted meanwhile; `strict: false` (a
 * pipeline's last run) shows empty context fields instead.
 */
function contextValuesOf(ctx: ServiceContext, run: Run, strict: boolean): Schemas['model.Value'][] {
  if (!run.contextName) return [];
  if (strict) return requireContextValues(ctx, run.project, run.pipeline, run.contextName);
  return findContextValues(ctx, run.project, run.pipeline, run.contextName) ?? [];
}

/** The values a run started with, secrets hidden as the contexts list hides them. */
function shownRunContext(run: Run): Record<string, string> {
  const values = Object.entries(run.context).map(([key, value]) => ({ key, value }));
  return contextObject(hideContextSecrets(values));
}

/** Reading a run (detail, status, log, inputs, outputs) needs its context to still exist. */
export function requireRunContext(ctx: ServiceContext, run: Run): void {
  contextValuesOf(ctx, run, true);
}

export function runBase(ctx: ServiceContext, run: Run, strict = true): PipelineRunBase {
  return {
    pipelineName: run.pipeline,
    project: projectRef(ctx, run.project),
    pipelineRunName: run.name,
    record: 0,
    contextName: run.contextName,
    contextValues: hideContextSecrets(contextValuesOf(ctx, run, strict)),
    spec: toRunSpec(currentSteps(ctx, run), run.mode, shownRunContext(run)),
  };
}

export function fullRun(ctx: ServiceContext, run: Run, strict = true): PipelineRun {
  const base = runBase(ctx, run, strict);
  const status = runStatus(ctx, run);
  return {
    ...base,
    status: { ...status, steps: withPendingSteps(run.name, status.steps ?? [], currentSteps(ctx, run)) },
  };
}

/** List entries show empty context fields when the context was deleted meanwhile. */
export function runBriefing(ctx: ServiceContext, run: Run): Schemas['v1.PipelineRunBriefing'] {
  const simulated = simulate(ctx, run);
  const values = run.contextName
    ? findContextValues(ctx, run.project, run.pipeline, run.contextName)
    : undefined;
  return {
    pipelineRunName: run.name,
    finished: simulated.finished,
    phase: simulated.phase,
    message: simulated.message,
    startTime: simulated.startTime,
    endTime: simulated.endTime,
    contextName: values ? run.contextName : '',
    contextValues: hideContextSecrets(values ?? []),
  };
}
