/**
 * A run's step logs, outputs and inputs (facts §6): reading them needs the run's context to still
 * exist (17001); what the steps wrote is simulated (runtime/workflow/pipelineSteps.ts).
 */
import type { Schemas, ServiceContext } from '../../context';
import { stepInputs, stepLog, stepOutputs } from '../../runtime/workflow/pipelineSteps';
import type { Stored } from '../../store/documentStore';
import { requireRunContext } from './runState';

type Run = Stored<'pipelineRun'>;

export function runLog(
  ctx: ServiceContext,
  run: Run,
  stepName: string,
): Schemas['v1.GetPipelineRunLogResponse'] {
  requireRunContext(ctx, run);
  return stepLog(ctx, run, stepName);
}

export function runOutputs(
  ctx: ServiceContext,
  run: Run,
  stepName: string,
): Schemas['v1.GetPipelineRunOutputResponse'] {
  requireRunContext(ctx, run);
  return stepOutputs(ctx, run, stepName);
}

export function runInputs(
  ctx: ServiceContext,
  run: Run,
  stepName: string,
): Schemas['v1.GetPipelineRunInputResponse'] {
  requireRunContext(ctx, run);
  return stepInputs(ctx, run, stepName);
}
