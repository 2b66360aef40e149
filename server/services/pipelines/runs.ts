/**
 * Running pipelines and acting on runs (facts §6). A run needs the vela-workflow addon (its
 * WorkflowRun CRD); an unknown run reads as the Kubernetes not-found error (HTTP 500), as in the
 * real server.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { isAddonEnabled } from '../../runtime/addons/phase';
import { contextObject, requireContextValues } from './contexts';
import { projectRef } from './pipelineLookup';
import type { RunMode } from '../../store/pipelineRecords';
import { simulatePipelineRun } from '../../runtime/workflow/pipelineRun';
import { fullRun, type PipelineRun, runBriefing } from './runState';
import { defaultRunMode, runModes } from './spec';

export type PipelineRunMeta = Schemas['v1.PipelineRunMeta'];
type Pipeline = Stored<'pipeline'>;
type Run = Stored<'pipelineRun'>;

export const workflowAddon = 'vela-workflow';

export interface RunPipelineInput {
  mode?: Partial<RunMode>;
  contextName?: string;
}

function runNotFound(name: string): BusinessError {
  return new BusinessError(404, `workflowruns.core.oam.dev "${name}" not found`);
}

export function runsOf(ctx: ServiceContext, pipeline: Pipeline): Run[] {
  return ctx.store
    .list('pipelineRun', { where: { project: pipeline.project, pipeline: pipeline.name } })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export function requireRun(ctx: ServiceContext, pipeline: Pipeline, name: string): Run {
  const run = ctx.store.get('pipelineRun', scopedKey(pipeline.project, name));
  if (!run || run.pipeline !== pipeline.name) throw runNotFound(name);
  return run;
}

function isValidMode(mode: string | undefined): boolean {
  return !mode || runModes.includes(mode);
}

/** Like the real server, the mode is refused only when both of its parts are wrong. */
function runModeOf(pipeline: Pipeline, requested: Partial<RunMode> = {}): RunMode {
  if (!isValidMode(requested.steps) && !isValidMode(requested.subSteps)) throw new BusinessError(17012);
  const pick = (wanted: string | undefined, own: string | undefined, fallback: string): string =>
    [wanted, own].find((mode) => mode && runModes.includes(mode)) ?? fallback;
  return {
    steps: pick(requested.steps, pipeline.spec.mode?.steps, defaultRunMode.steps),
    subSteps: pick(requested.subSteps, pipeline.spec.mode?.subSteps, defaultRunMode.subSteps),
  };
}

/** `<pipeline>-<17-digit timestamp>`, one millisecond later when that name is taken. */
function newRunName(ctx: ServiceContext, pipeline: Pipeline): string {
  for (let offset = 0; ; offset += 1) {
    const stamp = new Date(ctx.now().getTime() + offset).toISOString().replace(/\D/g, '').slice(0, 17);
    const name = `${pipeline.name}-${stamp}`;
    if (!ctx.store.get('pipelineRun', scopedKey(pipeline.project, name))) return name;
  }
}

export function runPipeline(
  ctx: ServiceContext,
  pipeline: Pipeline,
  input: RunPipelineInput = {},
): PipelineRun {
  const steps = pipeline.spec.steps ?? [];
  if (steps.length === 0) throw new BusinessError(17009);
  const mode = runModeOf(pipeline, input.mode);
  const contextName = input.contextName ?? '';
  const values = contextName ? requireContextValues(ctx, pipeline.project, pipeline.name, contextName) : [];
  if (!isAddonEnabled(ctx, workflowAddon)) {
    throw new BusinessError(400, 'no matches for kind "WorkflowRun" in version "core.oam.dev/v1alpha1"');
  }
  const name = newRunName(ctx, pipeline);
  const run = ctx.store.insert('pipelineRun', scopedKey(pipeline.project, name), {
    name,
    project: pipeline.project,
    pipeline: pipeline.name,
    contextName,
    context: contextObject(values),
    mode,
    steps,
    startTime: ctx.now().toISOString(),
    resumes: [],
    terminatedAt: '',
  });
  return fullRun(ctx, run);
}

export function listRuns(ctx: ServiceContext, pipeline: Pipeline): Schemas['v1.ListPipelineRunResponse'] {
  const runs = runsOf(ctx, pipeline).map((run) => runBriefing(ctx, run));
  return { total: runs.length, runs };
}

function runMeta(ctx: ServiceContext, pipeline: Pipeline, runName: string): PipelineRunMeta {
  return {
    pipelineName: pipeline.name,
    project: projectRef(ctx, pipeline.project),
    pipelineRunName: runName,
  };
}

function requireUnfinished(ctx: ServiceContext, run: Run): void {
  if (simulatePipelineRun(ctx, run).finished) throw new BusinessError(17011);
}

/** Resumes the suspended step named `step`, or every suspended step. */
export function resumeRun(ctx: ServiceContext, pipeline: Pipeline, runName: string, step = ''): void {
  const run = requireRun(ctx, pipeline, runName);
  requireUnfinished(ctx, run);
  ctx.store.update('pipelineRun', scopedKey(run.project, run.name), {
    ...run,
    resumes: [...run.resumes, { at: ctx.now().toISOString(), step }],
  });
}

export function terminateRun(ctx: ServiceContext, pipeline: Pipeline, runName: string): void {
  const run = requireRun(ctx, pipeline, runName);
  requireUnfinished(ctx, run);
  ctx.store.update('pipelineRun', scopedKey(run.project, run.name), {
    ...run,
    terminatedAt: ctx.now().toISOString(),
  });
}

export function stopRun(ctx: ServiceContext, pipeline: Pipeline, runName: string): PipelineRunMeta {
  terminateRun(ctx, pipeline, runName);
  return runMeta(ctx, pipeline, runName);
}

/** A missing run is not an error here, as in the real server. */
export function deleteRun(ctx: ServiceContext, pipeline: Pipeline, runName: string): PipelineRunMeta {
  const run = ctx.store.get('pipelineRun', scopedKey(pipeline.project, runName));
  if (run?.pipeline === pipeline.name) ctx.store.delete('pipelineRun', scopedKey(pipeline.project, runName));
  return runMeta(ctx, pipeline, runName);
}
