/**
 * The addon list and detail (facts §9): registries are walked in order and the first that has an
 * addon wins. Items are sent in the real server's flat shape plus the contract's `Meta` object.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { generateUISchema, patchUISchema } from '../definitions/uiSchema';
import {
  addonCustomUISchema,
  addonDefinitions,
  addonMeta,
  addonParameterSchema,
  addonsOfCatalogue,
  availableVersions,
  type AddonEntry,
  type AddonMeta,
  versionOf,
} from './catalogue';
import { catalogueOfRegistry, registryFailure, requireRegistry, storedRegistries } from './registries';

export type AddonListItem = Schemas['v1.AddonInfo'] & AddonMeta;
export type AddonDetail = Schemas['v1.DetailAddonResponse'];

export interface FoundAddon {
  entry: AddonEntry;
  registryName: string;
}

/** The addon in the named registry (50006 if that registry is unknown), or in the first that has it. */
export function findAddon(ctx: ServiceContext, name: string, registryName = ''): FoundAddon | undefined {
  const registries = registryName ? [requireRegistry(ctx, registryName)] : storedRegistries(ctx);
  for (const registry of registries) {
    const catalogue = catalogueOfRegistry(registry);
    const entry = catalogue && addonsOfCatalogue(catalogue).find((addon) => addon.name === name);
    if (entry) return { entry, registryName: registry.name };
  }
  return undefined;
}

export function requireAddon(ctx: ServiceContext, name: string, registryName = ''): FoundAddon {
  const found = findAddon(ctx, name, registryName);
  if (!found) throw new BusinessError(50001);
  return found;
}

function matchesQuery(entry: AddonEntry, query: string): boolean {
  return !query || entry.name.includes(query) || entry.description.includes(query);
}

export function listAddons(
  ctx: ServiceContext,
  filter: { registry: string; query: string },
): Schemas['v1.ListAddonResponse'] {
  const seen = new Set<string>();
  const addons: AddonListItem[] = [];
  const failures: string[] = [];
  for (const registry of storedRegistries(ctx)) {
    if (filter.registry && registry.name !== filter.registry) continue;
    const failure = registryFailure(registry);
    if (failure) {
      failures.push(failure);
      continue;
    }
    const catalogue = catalogueOfRegistry(registry);
    for (const entry of catalogue ? addonsOfCatalogue(catalogue) : []) {
      if (seen.has(entry.name)) continue;
      seen.add(entry.name);
      if (entry.invisible || !matchesQuery(entry, filter.query)) continue;
      const meta = addonMeta(entry, entry.versions[0]);
      addons.push({ ...meta, Meta: meta, registryName: registry.name });
    }
  }
  addons.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // A registry that cannot be read is reported beside what the others offer (HTTP 200), as the real server does.
  return failures.length > 0 ? { addons, message: failures.join('; ') } : { addons };
}

/** The addon's parameter UI schema: generated from its parameter schema, patched by its own uischema. */
export function addonUISchema(entry: AddonEntry): Schemas['schema.UIParameter'][] {
  return patchUISchema(generateUISchema(addonParameterSchema(entry)), addonCustomUISchema(entry));
}

export function detailAddon(
  ctx: ServiceContext,
  name: string,
  options: { registry: string; version: string },
): AddonDetail {
  const { entry, registryName } = requireAddon(ctx, name, options.registry);
  const version = versionOf(entry, options.version);
  if (!version) throw new BusinessError(50019, `addon ${name} has no version ${options.version}`);
  return {
    ...addonMeta(entry, version),
    // The contract declares the parameter schema as a string: it is sent as JSON text.
    schema: JSON.stringify(addonParameterSchema(entry)),
    uiSchema: addonUISchema(entry),
    detail: entry.readme,
    definitions: addonDefinitions(entry),
    registryName,
    availableVersions: availableVersions(entry),
  };
}
