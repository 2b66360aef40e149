/**
 * Component types come from the ComponentDefinitions of the simulated cluster (the definitions
 * catalogue: KubeVela core plus enabled addons, runtime/definitions/).
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { DefinitionEntry } from '../../runtime/definitions/catalogue';
import { workloadTypeOf } from '../../runtime/definitions/componentTypes';
import { findDefinition } from '../../runtime/definitions/installed';

export type ComponentDefinitionSpec = Schemas['v1beta1.ComponentDefinitionSpec'];

export function definitionSpecOf(entry: DefinitionEntry): ComponentDefinitionSpec {
  return { ...entry.spec, workload: workloadTypeOf(entry) };
}

/** The definition a new component needs (10001 when the cluster does not have it). */
export function requireComponentDefinition(ctx: ServiceContext, name: string): DefinitionEntry {
  const entry = findDefinition(ctx, 'component', name);
  if (!entry) throw new BusinessError(10001);
  return entry;
}
