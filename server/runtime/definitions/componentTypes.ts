/**
 * What the simulated cluster does with a component type's workload: run pods, run them to
 * completion, or start none at once. Read from the ComponentDefinitions of the catalogue, so it is
 * known also after the type's addon was disabled.
 */
import type { WorkloadType } from '../../store/applicationRecords';
import { catalogueEntry, type DefinitionEntry } from './catalogue';

export interface ComponentType {
  name: string;
  workload: { apiVersion: string; kind: string };
  /** Whether the workload starts pods at once (k8s-objects and cron jobs do not). */
  runsPods: boolean;
  /** A job's pods finish instead of staying up. */
  completes: boolean;
}

const podKinds = ['Deployment', 'StatefulSet', 'DaemonSet', 'Job'];

export function workloadTypeOf(entry: DefinitionEntry): WorkloadType {
  return (entry.spec.workload as WorkloadType | undefined) ?? { type: 'autodetects.core.oam.dev' };
}

export function findComponentType(name: string): ComponentType | undefined {
  const entry = catalogueEntry('component', name);
  if (!entry) return undefined;
  const definition = workloadTypeOf(entry).definition ?? { apiVersion: '', kind: '' };
  return {
    name,
    workload: { apiVersion: definition.apiVersion, kind: definition.kind },
    runsPods: podKinds.includes(definition.kind),
    completes: definition.kind === 'Job' || definition.kind === 'CronJob',
  };
}
