/**
 * Component types come from the ComponentDefinitions of the simulated cluster (the definitions
 * catalogue: KubeVela core plus enabled addons). The runtime also needs to know what a type's
 * workload does: run pods, run them to completion, or start none at once.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { catalogueEntry, type DefinitionEntry } from '../definitions/catalogue';
import { findDefinition } from '../definitions/definitions';

export type ComponentDefinitionSpec = Schemas['v1beta1.ComponentDefinitionSpec'];
export type WorkloadType = Schemas['common.WorkloadTypeDescriptor'];

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

export function definitionSpecOf(entry: DefinitionEntry): ComponentDefinitionSpec {
  return { ...entry.spec, workload: workloadTypeOf(entry) };
}

/** The definition a new component needs (10001 when the cluster does not have it). */
export function requireComponentDefinition(ctx: ServiceContext, name: string): DefinitionEntry {
  const entry = findDefinition(ctx, 'component', name);
  if (!entry) throw new BusinessError(10001);
  return entry;
}

/** What the runtime knows about a type, also after its addon was disabled. */
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
