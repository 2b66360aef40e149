/**
 * Addon registries (facts §9). KubeVela keeps them in one ConfigMap that the vela-core chart creates
 * with the `KubeVela` registry; here one record plays that ConfigMap and is created on first read.
 * A registry's address decides what it serves: KubeVela's official or experimental catalogue, or
 * nothing (any other address is an empty registry in the sandbox).
 */
import type { ServiceContext } from '../../context';
import { BusinessError, invalidField } from '../../errors';
import type { CatalogueName } from './catalogue';
import type { AddonRegistry } from '../../store/addonRecords';

const recordKey = 'vela-addon-registry';
export const officialRegistryUrl = 'https://kubevela.github.io/catalog/official';

const defaultRegistries: AddonRegistry[] = [{ name: 'KubeVela', helm: { url: officialRegistryUrl } }];

/** The stored registries, in the order they were added (the order addons are looked up in). */
export function storedRegistries(ctx: ServiceContext): AddonRegistry[] {
  const found = ctx.store.get('addonRegistries', recordKey);
  if (found) return found.registries;
  ctx.store.insert('addonRegistries', recordKey, { registries: defaultRegistries });
  return defaultRegistries;
}

function saveRegistries(ctx: ServiceContext, registries: AddonRegistry[]): void {
  storedRegistries(ctx);
  ctx.store.update('addonRegistries', recordKey, { registries });
}

function sourceAddress(registry: AddonRegistry): string {
  const { helm, git, gitee, gitlab, oss } = registry;
  return [helm?.url, git?.url, git?.path, gitee?.url, gitee?.path, gitlab?.url, gitlab?.repo, gitlab?.path]
    .concat(oss ? [oss.end_point, oss.bucket, oss.path] : [])
    .filter(Boolean)
    .join('/');
}

export function catalogueOfRegistry(registry: AddonRegistry): CatalogueName | undefined {
  const address = sourceAddress(registry).toLowerCase();
  if (!address.includes('kubevela')) return undefined;
  return address.includes('experimental') ? 'experimental' : 'official';
}

/**
 * Why the registry cannot be read, when it cannot: the sandbox reaches no network, so a registry whose
 * address is on the reserved `.invalid` domain (RFC 2606) stands for one the real server fails to fetch.
 */
export function registryFailure(registry: AddonRegistry): string | undefined {
  const address =
    registry.helm?.url ??
    registry.git?.url ??
    registry.gitee?.url ??
    registry.gitlab?.url ??
    registry.oss?.end_point;
  let host = '';
  try {
    host = new URL(address ?? '').hostname;
  } catch {
    return undefined;
  }
  if (!host.endsWith('.invalid')) return undefined;
  return `fail to fetch addons from registry ${registry.name}: dial tcp: lookup ${host}: no such host`;
}

/** Credentials are never read back. */
function publicForm(registry: AddonRegistry): AddonRegistry {
  const result: AddonRegistry = { name: registry.name };
  if (registry.helm) result.helm = { url: registry.helm.url, insecureSkipTLS: registry.helm.insecureSkipTLS };
  if (registry.git) result.git = { url: registry.git.url, path: registry.git.path };
  if (registry.gitee) result.gitee = { url: registry.gitee.url, path: registry.gitee.path };
  if (registry.gitlab) {
    result.gitlab = { url: registry.gitlab.url, repo: registry.gitlab.repo, path: registry.gitlab.path };
  }
  if (registry.oss) result.oss = registry.oss;
  return result;
}

export function listRegistries(ctx: ServiceContext): { registries: AddonRegistry[] } {
  const sorted = [...storedRegistries(ctx)].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { registries: sorted.map(publicForm) };
}

/**
 * The name rule, with capitals allowed as in the built-in `KubeVela` registry. The real server takes
 * any text (it becomes a ConfigMap key), path separators and control characters included.
 */
const registryNamePattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,29}[A-Za-z0-9]$/;

export function findRegistry(ctx: ServiceContext, name: string): AddonRegistry | undefined {
  return storedRegistries(ctx).find((registry) => registry.name === name);
}

export function requireRegistry(ctx: ServiceContext, name: string): AddonRegistry {
  const registry = findRegistry(ctx, name);
  if (!registry) throw new BusinessError(50006, `specified registry ${name} not exist`);
  return registry;
}

export function createRegistry(ctx: ServiceContext, registry: AddonRegistry): AddonRegistry {
  if (!registry.name) {
    throw invalidField('CreateAddonRegistryRequest', 'Name', 'required');
  }
  if (!registryNamePattern.test(registry.name)) {
    throw invalidField('CreateAddonRegistryRequest', 'Name', 'checkname');
  }
  const registries = storedRegistries(ctx);
  if (registries.some((existing) => existing.name === registry.name)) throw new BusinessError(50002);
  saveRegistries(ctx, [...registries, registry]);
  return publicForm(registry);
}

export type RegistrySources = Omit<AddonRegistry, 'name'>;

/** Like the real server: only the first source given (git, helm, oss, gitee, gitlab) is replaced. */
export function updateRegistry(ctx: ServiceContext, name: string, sources: RegistrySources): AddonRegistry {
  const current = requireRegistry(ctx, name);
  const updated: AddonRegistry = { ...current };
  if (sources.git) updated.git = sources.git;
  else if (sources.helm) updated.helm = sources.helm;
  else if (sources.oss) updated.oss = sources.oss;
  else if (sources.gitee) updated.gitee = sources.gitee;
  else if (sources.gitlab) updated.gitlab = sources.gitlab;
  saveRegistries(
    ctx,
    storedRegistries(ctx).map((registry) => (registry.name === name ? updated : registry)),
  );
  return publicForm(updated);
}

export function deleteRegistry(ctx: ServiceContext, name: string): AddonRegistry {
  const removed = requireRegistry(ctx, name);
  saveRegistries(
    ctx,
    storedRegistries(ctx).filter((registry) => registry.name !== name),
  );
  return publicForm(removed);
}
