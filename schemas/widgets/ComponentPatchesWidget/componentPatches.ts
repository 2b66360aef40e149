import { isRecord } from '../../translate/paths';

export interface TraitPatch {
  type: string;
  properties?: Record<string, unknown>;
  disable?: boolean;
}

/** One entry of an override policy's `components`: which component(s) it targets and what it changes. */
export interface ComponentPatch {
  name?: string;
  type?: string;
  properties?: Record<string, unknown>;
  traits?: TraitPatch[];
}

export function patchesOf(value: unknown): ComponentPatch[] {
  return Array.isArray(value) ? value.filter(isRecord).map((patch) => patch as ComponentPatch) : [];
}

/** A patch must name a component or a component type. */
export function isTargeted(patch: ComponentPatch): boolean {
  return Boolean(patch.name || patch.type);
}

/** How a patch is called in messages: its component, its type, or its position. */
export function patchName(patch: ComponentPatch, index: number): string {
  return patch.name || patch.type || `#${index + 1}`;
}

/** Leaves out what a patch does not set, so KubeVela receives only real overrides. */
export function tidyPatch(patch: ComponentPatch): ComponentPatch {
  const tidy: ComponentPatch = {};
  if (patch.name) tidy.name = patch.name;
  if (patch.type) tidy.type = patch.type;
  if (patch.properties && Object.keys(patch.properties).length > 0) tidy.properties = patch.properties;
  if (patch.traits?.length) tidy.traits = patch.traits;
  return tidy;
}
