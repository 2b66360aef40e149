/**
 * The addons the sandbox's registries serve (server/data/addons), and their metadata in the flat
 * AddonMeta shape of the real server.
 */
import { join } from 'node:path';
import type { Schemas } from '../../context';
import { catalogueEntries, kindOfType, readYaml, withTitles } from '../../runtime/definitions/catalogue';
import type { CustomUIParameter, OpenApiSchema } from '../definitions/uiSchema';

export type AddonMeta = Schemas['addon.Meta'];
export type CatalogueName = 'official' | 'experimental';

interface AddonVersion {
  version: string;
  system?: Schemas['addon.SystemRequirements'];
}

export interface AddonEntry {
  name: string;
  catalogue: CatalogueName;
  description: string;
  icon?: string;
  url?: string;
  tags?: string[];
  invisible?: boolean;
  deployTo?: Schemas['addon.DeployTo'];
  dependencies?: Schemas['addon.Dependency'][];
  needNamespace?: string[];
  /** Console plugins the addon offers: id → package address. */
  uxPlugins?: Record<string, string>;
  components: number;
  /** The port of the web UI the addon serves, published as an endpoint of its application. */
  uiPort?: number;
  /** Newest first. */
  versions: AddonVersion[];
  readme: string;
  parameter?: OpenApiSchema;
}

const dataDir = join(import.meta.dirname, '../../data/addons');
const entries = readYaml(join(dataDir, 'catalogue.yaml')) as AddonEntry[];
const velauxUISchema = readYaml(join(dataDir, 'addon-uischema-velaux.yaml')) as CustomUIParameter[];

export function addonsOfCatalogue(catalogue: CatalogueName): AddonEntry[] {
  return entries.filter((entry) => entry.catalogue === catalogue);
}

export function availableVersions(entry: AddonEntry): string[] {
  return entry.versions.map((item) => item.version);
}

/** The requested version, or the newest when none is asked for; undefined when it does not exist. */
export function versionOf(entry: AddonEntry, version = ''): AddonVersion | undefined {
  return version ? entry.versions.find((item) => item.version === version) : entry.versions[0];
}

export function addonMeta(entry: AddonEntry, version: AddonVersion): AddonMeta {
  const meta: AddonMeta = {
    name: entry.name,
    version: version.version,
    description: entry.description,
    icon: entry.icon ?? '',
    invisible: entry.invisible ?? false,
  };
  if (entry.url) meta.url = entry.url;
  if (entry.tags) meta.tags = entry.tags;
  if (entry.deployTo) meta.deployTo = entry.deployTo;
  if (entry.dependencies) meta.dependencies = entry.dependencies;
  if (entry.needNamespace) meta.needNamespace = entry.needNamespace;
  if (version.system) meta.system = version.system;
  if (entry.uxPlugins) meta.uxPlugins = entry.uxPlugins;
  return meta;
}

/** The parameter schema of the addon (its parameter.cue), as an OpenAPI object. */
export function addonParameterSchema(entry: AddonEntry): OpenApiSchema {
  return withTitles({ type: 'object', properties: {}, ...entry.parameter });
}

/** The custom UI schema an addon ships (`addon-uischema-<name>`); only velaux has one. */
export function addonCustomUISchema(entry: AddonEntry): CustomUIParameter[] | undefined {
  return entry.name === 'velaux' ? velauxUISchema : undefined;
}

/** The definitions an addon installs, as the addon detail lists them. */
export function addonDefinitions(entry: AddonEntry): Schemas['v1.AddonDefinition'][] {
  return catalogueEntries()
    .filter((definition) => definition.ownerAddon === entry.name)
    .map((definition) => ({
      name: definition.name,
      type: kindOfType[definition.type],
      description: definition.description,
    }));
}
