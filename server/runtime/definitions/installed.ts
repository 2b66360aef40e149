/**
 * The definitions the simulated cluster has: KubeVela core's, and those of the addons that are
 * enabled (an addon's definitions come and go with it).
 */
import type { ServiceContext } from '../../context';
import { isAddonEnabled } from '../addons/phase';
import { catalogueEntry, type DefinitionEntry, type DefinitionType } from './catalogue';

export function isInstalled(ctx: ServiceContext, entry: DefinitionEntry): boolean {
  return !entry.ownerAddon || isAddonEnabled(ctx, entry.ownerAddon);
}

/** A definition that exists in the cluster: a core one, or one of an enabled addon. */
export function findDefinition(
  ctx: ServiceContext,
  type: DefinitionType,
  name: string,
): DefinitionEntry | undefined {
  const entry = catalogueEntry(type, name);
  return entry && isInstalled(ctx, entry) ? entry : undefined;
}
