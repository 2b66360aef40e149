import type { components } from '../../../contract/api';

export type ComponentDefinition = components['schemas']['v1.DefinitionBase'] & { id: string };
type Definition = ComponentDefinition;

/** The component types KubeVela ships, listed first as Core. */
const CORE_TYPES = ['k8s-objects', 'task', 'webservice', 'worker'];
export type ComponentTypeGroup = 'core' | 'cloud' | 'custom';

/** Core for the shipped types, Cloud for terraform-based ones, Custom for every other. */
export function componentTypeGroup(definition: Definition): ComponentTypeGroup {
  if (CORE_TYPES.includes(definition.name)) return 'core';
  const terraform =
    definition.labels?.type === 'terraform' ||
    definition.category === 'terraform' ||
    (definition.workloadType ?? '').includes('terraform');
  return terraform ? 'cloud' : 'custom';
}

export const COMPONENT_TYPE_GROUPS: ComponentTypeGroup[] = ['core', 'cloud', 'custom'];
