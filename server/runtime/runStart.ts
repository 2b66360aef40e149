/**
 * Starting a workflow record (run) for a deploy or rollback: its plan is fixed from the applied
 * Application, deploy steps that would take over another application's objects fail, and the
 * namespaces the run deploys to are created.
 */
import { timestamp, type ServiceContext } from '../context';
import type { AppManifest, StepPlan, StepStatus } from '../store/applicationRecords';
import type { Stored } from '../store/documentStore';
import { scopedKey } from '../store/records';
import { knownClusters } from './cluster';
import { ensureClusterNamespace } from './namespaces';
import { refuseTakeovers } from './ownership';
import { allSteps, planRun } from './plan';
import { stopRun, syncRuns } from './runs';

function initialSteps(plan: StepPlan[]): StepStatus[] {
  return plan.map((step) => ({
    id: step.id,
    name: step.name,
    alias: step.alias,
    type: step.type,
    phase: '',
    subSteps: step.subSteps.map((sub) => ({
      id: sub.id,
      name: sub.name,
      alias: sub.alias,
      type: sub.type,
      phase: '',
    })),
  }));
}

export interface StartRunInput {
  app: string;
  env: Stored<'env'>;
  workflow: { name: string; alias: string };
  manifest: AppManifest;
  revision: string;
  name: string;
}

/** Starts a run; unfinished runs of the same workflow are stopped first. */
export function startRun(ctx: ServiceContext, input: StartRunInput): Stored<'workflowRecord'> {
  const { app, env, workflow, manifest } = input;
  syncRuns(ctx, app);
  for (const other of ctx.store.list('workflowRecord', {
    where: { app, workflowName: workflow.name, finished: false },
  })) {
    stopRun(ctx, other, 'superseded');
  }
  const planned = planRun({ manifest, runName: input.name, clusters: knownClusters(ctx) });
  const plan = refuseTakeovers(ctx, { app, env: env.name }, planned, manifest.spec.components);
  for (const placement of allSteps(plan).flatMap((step) => step.placements)) {
    ensureClusterNamespace(ctx, placement.cluster, placement.namespace);
  }
  const { steps, subSteps } = manifest.spec.workflow.mode;
  return ctx.store.insert('workflowRecord', scopedKey(app, input.name), {
    app,
    name: input.name,
    namespace: env.namespace,
    envName: env.name,
    workflowName: workflow.name,
    workflowAlias: workflow.alias,
    revision: input.revision,
    mode: `${steps}-${subSteps}`,
    startTime: timestamp(ctx),
    endTime: '',
    status: 'initializing',
    message: '',
    finished: false,
    steps: initialSteps(plan),
    plan,
    resumes: {},
    components: manifest.spec.components,
  });
}
