/**
 * What the simulated registries tell about an image: its manifest, config and size, made up from
 * the image name (the same name always gives the same layers and size).
 */
import type { Schemas } from '../../schemas';
import { hexId, numberIn } from '../hash';

type ImageInfo = Schemas['v1.ImageInfo'];

export function imageDetails(image: string): Pick<ImageInfo, 'manifest' | 'info' | 'size'> {
  const layerCount = numberIn(`${image}/layers`, 2, 6);
  const layers = Array.from({ length: layerCount }, (_, index) => ({
    mediaType: 'application/vnd.docker.image.rootfs.diff.tar.gzip',
    digest: `sha256:${hexId(`${image}/layer/${index}`, 64)}`,
    size: numberIn(`${image}/layer/${index}/size`, 500_000, 40_000_000),
  }));
  const configDigest = `sha256:${hexId(`${image}/config`, 64)}`;
  return {
    size: layers.reduce((total, layer) => total + layer.size, 0),
    manifest: {
      schemaVersion: 2,
      mediaType: 'application/vnd.docker.distribution.manifest.v2+json',
      config: {
        mediaType: 'application/vnd.docker.container.image.v1+json',
        digest: configDigest,
        size: 7023,
      },
      layers,
    },
    info: {
      architecture: 'amd64',
      os: 'linux',
      created: new Date(Date.UTC(2023, 0, numberIn(`${image}/created`, 1, 365))).toISOString(),
      config: {
        Env: ['PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'],
        ExposedPorts: { [`${numberIn(`${image}/port`, 0, 1) === 0 ? 80 : 8080}/tcp`]: {} },
        Volumes: {},
        Cmd: ['/bin/sh', '-c', 'start'],
      },
      rootfs: {
        type: 'layers',
        diff_ids: layers.map((_, index) => ({
          Algorithm: 'sha256',
          Hex: hexId(`${image}/diff/${index}`, 64),
        })),
      },
    },
  };
}
