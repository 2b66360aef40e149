/**
 * `info` of a pipeline (facts §6): its last run and the run statistics, with seven 24-hour buckets
 * counted back from now (`week[6]` is the last day).
 */
import type { Schemas, ServiceContext } from '../../context';
import type { Stored } from '../../store/documentStore';
import { projectRef } from './pipelineLookup';
import { runsOf } from './runs';
import { simulatePipelineRun } from '../../runtime/workflow/pipelineRun';
import { fullRun, type PipelineRun } from './runState';

type RunStatInfo = Schemas['v1.RunStatInfo'];
export type PipelineInfo = Schemas['v1.PipelineInfo'];

const dayMs = 24 * 60 * 60 * 1000;

function count(bucket: RunStatInfo, succeeded: boolean): void {
  bucket.total += 1;
  if (succeeded) bucket.success += 1;
  else bucket.fail += 1;
}

/**
 * The contract requires `lastRun`; a pipeline that never ran gets a run without a name (the real
 * server sends null).
 */
function neverRun(ctx: ServiceContext, pipeline: Stored<'pipeline'>): PipelineRun {
  return {
    pipelineName: pipeline.name,
    pipelineRunName: '',
    project: projectRef(ctx, pipeline.project),
    record: 0,
    contextName: '',
    contextValues: [],
    spec: {},
    status: { status: '', mode: {}, finished: false, suspend: false, terminated: false },
  };
}

export function pipelineInfo(ctx: ServiceContext, pipeline: Stored<'pipeline'>): PipelineInfo {
  const runs = runsOf(ctx, pipeline);
  const now = ctx.now().getTime();
  const total: RunStatInfo = { total: 0, success: 0, fail: 0 };
  const week: RunStatInfo[] = Array.from({ length: 7 }, () => ({ total: 0, success: 0, fail: 0 }));
  let activeNum = 0;
  for (const run of runs) {
    const simulated = simulatePipelineRun(ctx, run);
    // Only suspended runs count as active; anything but success counts as a failure.
    if (!simulated.finished && !simulated.terminated && simulated.suspend) activeNum += 1;
    const succeeded = simulated.phase === 'succeeded';
    count(total, succeeded);
    const bucket = 6 - Math.floor((now - Date.parse(run.startTime)) / dayMs);
    if (bucket >= 0 && bucket <= 6) count(week[bucket], succeeded);
  }
  const latest = runs.reduce<(typeof runs)[number] | undefined>(
    (found, run) => (!found || run.startTime >= found.startTime ? run : found),
    undefined,
  );
  return {
    lastRun: latest ? fullRun(ctx, latest, false) : neverRun(ctx, pipeline),
    runStat: { activeNum, total, week },
  };
}
