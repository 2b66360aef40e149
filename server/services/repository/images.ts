/**
 * Image registry helpers. Public registries answer anyone; another registry answers only when an
 * image-registry config for it exists, otherwise the answer carries the registry's refusal. What a
 * registry tells about an image is simulated (runtime/repository/images.ts).
 */
import type { Schemas, ServiceContext } from '../../context';
import { visibleConfigs } from '../configs/configs';
import { imageDetails } from '../../runtime/repository/images';

export type ImageInfo = Schemas['v1.ImageInfo'];
export type ImageRegistry = Schemas['v1.ImageRegistry'];
type Manifest = Schemas['v1.Manifest'];

const dockerHub = 'index.docker.io';
const publicRegistries = [dockerHub, 'docker.io', 'ghcr.io', 'quay.io', 'registry.k8s.io', 'gcr.io'];
const imagePattern =
  /^(?:([a-z0-9.-]+(?::\d+)?)\/)?([a-z0-9]+(?:[._-][a-z0-9]+)*(?:\/[a-z0-9]+(?:[._-][a-z0-9]+)*)*)(?::[\w][\w.-]{0,127})?(?:@sha256:[a-f0-9]{64})?$/;

export function listImageRegistries(ctx: ServiceContext, project: string): { registries: ImageRegistry[] } {
  const { own, shared } = visibleConfigs(ctx, project, 'image-registry');
  const registries = [...own, ...shared].flatMap((config) =>
    typeof config.properties.registry === 'string'
      ? [{ name: config.name, secretName: config.name, domain: config.properties.registry }]
      : [],
  );
  return { registries };
}

/** The registry host of an image reference; Docker Hub when the first part is not a host. */
function registryOf(image: string): string | undefined {
  const match = imagePattern.exec(image);
  if (!match) return undefined;
  const host = match[1];
  return host && (host.includes('.') || host.includes(':') || host === 'localhost') ? host : dockerHub;
}

const emptyManifest: Manifest = {
  schemaVersion: 2,
  config: { mediaType: '', digest: '', size: 0 },
  layers: [],
};

/** Never an error: problems go into `message`, as in the real server. */
export function imageInfo(
  ctx: ServiceContext,
  project: string,
  image: string,
  secretName: string,
): ImageInfo {
  const base = { name: image, secretNames: [], registry: '', size: 0, manifest: emptyManifest };
  const registry = registryOf(image);
  if (!registry) return { ...base, message: 'The image name is invalid.' };
  const { registries } = listImageRegistries(ctx, project);
  const bySecret = registries.filter((candidate) => secretName && candidate.secretName === secretName);
  const chosen =
    bySecret.length > 0 ? bySecret : registries.filter((candidate) => candidate.domain === registry);
  const answer = { ...base, registry, secretNames: chosen.map((candidate) => candidate.name) };
  if (!publicRegistries.includes(registry) && chosen.length === 0) {
    return { ...answer, message: 'Fail to get the image info:UNAUTHORIZED: authentication required' };
  }
  return { ...answer, ...imageDetails(image) };
}
