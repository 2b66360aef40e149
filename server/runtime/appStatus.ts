/**
 * The status of an app's Application CR in one env, as KubeVela reports it: phase, services with
 * their health, the workflow of the current run, the latest revision and the applied resources.
 */
import type { Schemas, ServiceContext } from '../context';
import type { Stored } from '../store/documentStore';
import { podsOfWorkloads } from './cluster';
import { revisionName } from './deployments';
import { nameSuffix } from './hash';
import { resourcesOf, workloadHealth } from './resources';
import { currentRun } from './runs';
import { workloadsOf } from './workloads';

export type AppStatus = Schemas['common.AppStatus'];

const phaseOfRun: Record<string, string> = {
  initializing: 'runningWorkflow',
  executing: 'runningWorkflow',
  suspending: 'workflowSuspending',
  failed: 'workflowFailed',
  terminated: 'workflowTerminated',
};

function condition(type: string, ok: boolean, since: string): Schemas['condition.Condition'] {
  return {
    type,
    status: ok ? 'True' : 'False',
    reason: ok ? 'Available' : 'Unavailable',
    message: '',
    lastTransitionTime: since,
  };
}

export function appStatusOf(ctx: ServiceContext, deployment: Stored<'appDeployment'>): AppStatus {
  const workloads = workloadsOf(ctx, deployment);
  const pods = podsOfWorkloads(ctx, workloads);
  const run = currentRun(ctx, deployment.app, deployment.env);
  const services = workloads.map((workload) => {
    const own = pods.filter(
      (pod) => pod.component === workload.component.name && pod.cluster === workload.cluster,
    );
    const health = workloadHealth(own);
    const ready = own.filter((pod) => pod.ready || pod.phase === 'Succeeded').length;
    return {
      name: workload.component.name,
      namespace: workload.namespace,
      cluster: workload.cluster,
      env: deployment.env,
      healthy: health.statusCode === 'Healthy',
      message: workload.type?.runsPods ? `Ready:${ready}/${own.length} ${health.message}`.trim() : '',
      traits: workload.component.traits.map((trait) => ({ type: trait.type, healthy: true, message: '' })),
      workloadDefinition: workload.type?.workload ?? { apiVersion: '', kind: '' },
    };
  });
  const runStatus = run?.status ?? 'succeeded';
  const phase = phaseOfRun[runStatus] ?? (services.every((s) => s.healthy) ? 'running' : 'unhealthy');
  const since = run?.startTime ?? deployment.updateTime;
  const latestRevision = {
    name: revisionName(deployment.app, deployment.revisionNumber),
    revision: deployment.revisionNumber,
    revisionHash: nameSuffix(
      `${deployment.app}/${deployment.revisionNumber}/${deployment.deployVersion}`,
      16,
    ),
  };
  const status: AppStatus = {
    status: phase,
    observedGeneration: deployment.generation,
    conditions: [
      condition('Parsed', true, since),
      condition('Revision', true, since),
      condition('Policy', true, since),
      condition('Render', true, since),
      condition('WorkflowFinished', run?.finished ?? true, since),
    ],
    services,
    latestRevision,
    appliedResources: workloads.flatMap(resourcesOf).map((r) => ({
      cluster: r.cluster,
      kind: r.kind,
      name: r.name,
      namespace: r.namespace,
      apiVersion: r.apiVersion,
      creator: 'workflow',
    })),
  };
  if (run) {
    status.workflow = {
      appRevision: latestRevision.name,
      mode: run.mode,
      status: run.status,
      message: run.message,
      suspend: run.status === 'suspending',
      suspendState: run.status === 'suspending' ? 'suspending' : '',
      terminated: run.status === 'terminated',
      finished: run.finished,
      steps: run.steps,
      startTime: run.startTime,
      ...(run.endTime ? { endTime: run.endTime } : {}),
    };
  }
  return status;
}
