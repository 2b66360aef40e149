/**
 * Enabling, updating and disabling addons (facts §9). An enabled addon is an `addon` record, the
 * stand-in for its `addon-<name>` Application; its phase follows the sandbox clock
 * (runtime/addons/phase.ts).
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { velaVersion } from '../systemInfo';
import { addonAppStatus, addonApplicationName, addonClusters } from '../../runtime/addons/application';
import { addonPhase, appliedComponents, type AddonPhase, phaseOf } from '../../runtime/addons/phase';
import { dropAddonApplication, mirrorAddonApplication } from './addonMirror';
import { findAddon, requireAddon } from './addons';
import { type AddonEntry, versionOf } from './catalogue';
import type { AddonRecord } from '../../store/addonRecords';
import { satisfies } from './versions';

export type AddonStatus = Schemas['v1.AddonStatusResponse'];

/** The Kubernetes version the sandbox pretends to run. */
export const kubernetesVersion = 'v1.29.0';

export interface EnableAddonInput {
  args?: Record<string, unknown>;
  clusters?: string[];
  version?: string;
  registryName?: string;
}

function isOn(phase: AddonPhase): boolean {
  return phase === 'enabling' || phase === 'enabled';
}

export function addonStatus(ctx: ServiceContext, name: string): AddonStatus {
  const record = ctx.store.get('addon', name);
  const phase = phaseOf(ctx, record);
  const allClusters = ctx.store
    .list('cluster', { order: 'newest' })
    .map((cluster) => ({ name: cluster.name, alias: cluster.alias }));
  if (!record || phase === 'disabled') return { name, phase, args: {}, allClusters };
  const applied = appliedComponents(ctx, record, phase);
  const toRuntimeClusters = Boolean(findAddon(ctx, name, '')?.entry.deployTo?.runtimeCluster);
  const clusters = addonClusters(ctx, toRuntimeClusters, record);
  const status: AddonStatus = {
    name,
    phase,
    args: record.args,
    installedVersion: record.version,
    appStatus: addonAppStatus(record, clusters, phase, applied),
    clusters: Object.fromEntries(clusters.map((cluster) => [cluster, {}])),
    allClusters,
  };
  if (phase === 'enabling') {
    status.enabling_progress = { enabled_components: applied, total_components: record.components };
  }
  return status;
}

function checkSystemRequirements(
  entry: AddonEntry,
  version: string,
  system: Schemas['addon.SystemRequirements'] = {},
): void {
  const unmet = [
    system.vela && !satisfies(velaVersion, system.vela) ? `vela ${system.vela} (running ${velaVersion})` : '',
    system.kubernetes && !satisfies(kubernetesVersion, system.kubernetes)
      ? `kubernetes ${system.kubernetes} (running ${kubernetesVersion})`
      : '',
  ].filter(Boolean);
  if (unmet.length > 0) {
    throw new BusinessError(50018, `addon ${entry.name} ${version} requires ${unmet.join(' and ')}`);
  }
}

/** Installs the addon, after its missing dependencies (found in any registry, enabled with defaults). */
function install(ctx: ServiceContext, name: string, input: EnableAddonInput, visiting: Set<string>): void {
  const { entry, registryName } = requireAddon(ctx, name, input.registryName);
  const version = versionOf(entry, input.version);
  if (!version) throw new BusinessError(50019, `addon ${name} has no version ${input.version}`);
  checkSystemRequirements(entry, version.version, version.system);
  visiting.add(name);
  for (const dependency of entry.dependencies ?? []) {
    const dependencyName = dependency.name ?? '';
    if (visiting.has(dependencyName) || isOn(addonPhase(ctx, dependencyName))) continue;
    if (!findAddon(ctx, dependencyName)) {
      throw new BusinessError(400, `the dependency ${dependencyName} of addon ${name} is in no registry`);
    }
    install(ctx, dependencyName, {}, visiting);
  }
  const args = { ...input.args };
  if (input.clusters?.length) args.clusters = input.clusters;
  const record: AddonRecord = {
    name,
    registryName,
    version: version.version,
    args,
    components: entry.components,
    enabledAt: ctx.now().toISOString(),
    disabledAt: '',
  };
  if (ctx.store.get('addon', name)) ctx.store.update('addon', name, record);
  else ctx.store.insert('addon', name, record);
  mirrorAddonApplication(ctx, entry, version.version, args);
}

export function enableAddon(ctx: ServiceContext, name: string, input: EnableAddonInput = {}): AddonStatus {
  ctx.store.transaction(() => install(ctx, name, input, new Set()));
  return addonStatus(ctx, name);
}

function addonApplicationMissing(name: string): BusinessError {
  return new BusinessError(404, `applications.core.oam.dev "${addonApplicationName(name)}" not found`);
}

/** Re-applies an enabled addon with new parameters or another version. */
export function updateAddon(ctx: ServiceContext, name: string, input: EnableAddonInput): AddonStatus {
  if (addonPhase(ctx, name) === 'disabled') throw addonApplicationMissing(name);
  return enableAddon(ctx, name, input);
}

/** Without `force`, an addon that other enabled addons depend on stays. */
export function disableAddon(ctx: ServiceContext, name: string, force = false): AddonStatus {
  const record = ctx.store.get('addon', name);
  const phase = phaseOf(ctx, record);
  if (!record || phase === 'disabled') throw addonApplicationMissing(name);
  if (!force) {
    const dependents = ctx.store
      .list('addon')
      .filter((other) => isOn(phaseOf(ctx, other)) && other.name !== name)
      .filter((other) => findAddon(ctx, other.name)?.entry.dependencies?.some((dep) => dep.name === name));
    if (dependents.length > 0) {
      const names = dependents.map((other) => other.name).join(', ');
      throw new BusinessError(
        400,
        `addon ${name} is needed by the enabled addon(s) ${names}; disable them first`,
      );
    }
  }
  if (phase !== 'disabling') {
    ctx.store.transaction(() => {
      ctx.store.update('addon', name, { ...record, disabledAt: ctx.now().toISOString() });
      dropAddonApplication(ctx, name);
    });
  }
  return addonStatus(ctx, name);
}

export function listEnabledAddons(ctx: ServiceContext): Schemas['v1.ListEnabledAddonResponse'] {
  const enabledAddons = ctx.store
    .list('addon')
    .filter((record) => phaseOf(ctx, record) === 'enabled')
    .map((record) => ({ name: record.name, phase: 'enabled' }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { enabledAddons };
}
