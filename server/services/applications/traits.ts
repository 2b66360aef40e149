/**
 * Traits live inside their component; a component has at most one trait of each type.
 */
import type { Schemas, ServiceContext } from '../../context';
import { timestamp } from '../../context';
import { BusinessError } from '../../errors';
import type { TraitRecord } from '../../store/applicationRecords';
import { scopedKey } from '../../store/records';
import { requireApp, requireComponent } from './lookups';
import { checkComponentPlacement } from './placementRules';
import { parseProperties } from './properties';

export type ApplicationTrait = Schemas['v1.ApplicationTrait'];

export interface TraitInput {
  type: string;
  alias: string;
  description: string;
  properties: string;
}

export function newTrait(ctx: ServiceContext, input: TraitInput): TraitRecord {
  const now = timestamp(ctx);
  return {
    type: input.type,
    alias: input.alias,
    description: input.description,
    properties: parseProperties(input.properties),
    createTime: now,
    updateTime: now,
  };
}

/** Satisfies both trait shapes of the contract (`v1.ApplicationTrait`, `model.ApplicationTrait`). */
export function toApplicationTrait(trait: TraitRecord): TraitRecord {
  return { ...trait };
}

/** Traits of a new component; a repeated type is refused with 10016. */
export function newTraits(ctx: ServiceContext, inputs: TraitInput[]): TraitRecord[] {
  const traits: TraitRecord[] = [];
  for (const input of inputs) {
    if (traits.some((trait) => trait.type === input.type)) throw new BusinessError(10016);
    traits.push(newTrait(ctx, input));
  }
  return traits;
}

export function addTrait(
  ctx: ServiceContext,
  app: string,
  component: string,
  input: TraitInput,
): ApplicationTrait {
  const stored = requireComponent(ctx, app, component);
  if (stored.traits.some((trait) => trait.type === input.type)) throw new BusinessError(10016);
  const trait = newTrait(ctx, input);
  const traits = [...stored.traits, trait];
  checkComponentPlacement(ctx, requireApp(ctx, app).project, { ...stored, traits });
  ctx.store.update('appComponent', scopedKey(app, component), { ...stored, traits });
  return toApplicationTrait(trait);
}

export function updateTrait(
  ctx: ServiceContext,
  app: string,
  component: string,
  input: TraitInput,
): ApplicationTrait {
  const stored = requireComponent(ctx, app, component);
  const current = stored.traits.find((trait) => trait.type === input.type);
  if (!current) throw new BusinessError(10015);
  const trait: TraitRecord = {
    ...current,
    alias: input.alias,
    description: input.description,
    properties: parseProperties(input.properties),
    updateTime: timestamp(ctx),
  };
  const traits = stored.traits.map((each) => (each.type === input.type ? trait : each));
  checkComponentPlacement(ctx, requireApp(ctx, app).project, { ...stored, traits });
  ctx.store.update('appComponent', scopedKey(app, component), { ...stored, traits });
  return toApplicationTrait(trait);
}

export function deleteTrait(
  ctx: ServiceContext,
  app: string,
  component: string,
  type: string,
): ApplicationTrait {
  const stored = requireComponent(ctx, app, component);
  const current = stored.traits.find((trait) => trait.type === type);
  if (!current) throw new BusinessError(10015);
  const traits = stored.traits.filter((trait) => trait.type !== type);
  ctx.store.update('appComponent', scopedKey(app, component), { ...stored, traits });
  return toApplicationTrait(current);
}
