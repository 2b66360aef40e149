/**
 * Where an enabled addon stands on the sandbox clock (facts §9): its phase moves enabling → enabled
 * (one simulated step per resource it creates) and disabling → disabled (one step), derived from the
 * times of its record whenever it is read.
 */
import type { ServiceContext } from '../../context';
import type { AddonRecord } from '../../store/addonRecords';

export type AddonPhase = 'disabled' | 'enabling' | 'enabled' | 'disabling';

function secondsSince(ctx: ServiceContext, time: string): number {
  return (ctx.now().getTime() - Date.parse(time)) / 1000;
}

export function phaseOf(ctx: ServiceContext, record: AddonRecord | undefined): AddonPhase {
  if (!record) return 'disabled';
  const step = ctx.settings.runtimeStepSeconds;
  if (record.disabledAt) return secondsSince(ctx, record.disabledAt) >= step ? 'disabled' : 'disabling';
  return secondsSince(ctx, record.enabledAt) >= step * record.components ? 'enabled' : 'enabling';
}

export function addonPhase(ctx: ServiceContext, name: string): AddonPhase {
  return phaseOf(ctx, ctx.store.get('addon', name));
}

/** Whether the addon is up and running (not while it is still enabling). */
export function isAddonEnabled(ctx: ServiceContext, name: string): boolean {
  return addonPhase(ctx, name) === 'enabled';
}

/** How many of its resources an addon in `phase` has applied: one per step while enabling. */
export function appliedComponents(ctx: ServiceContext, record: AddonRecord, phase: AddonPhase): number {
  if (phase !== 'enabling') return record.components;
  const step = ctx.settings.runtimeStepSeconds;
  return Math.min(Math.floor(secondsSince(ctx, record.enabledAt) / step), record.components);
}
