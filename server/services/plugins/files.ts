/**
 * The files of an installed external plugin (facts §10): `GET /public/plugins/<id>/<file>` reads
 * server/data/plugins/<id>/<file>. Only known types are served, each with its content type, and a
 * path that leaves the plugin's folder is refused as not found.
 */
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { requireInstalled } from './plugins';

const pluginsRoot = fileURLToPath(new URL('../../data/plugins/', import.meta.url));

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.css': 'text/css; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

export interface PluginFile {
  contentType: string;
  content: Buffer;
}

function fileInside(folder: string, relativePath: string): string | undefined {
  if (!relativePath || relativePath.includes('\0')) return undefined;
  const path = resolve(folder, relativePath);
  return path.startsWith(`${folder}${sep}`) ? path : undefined;
}

export async function readPluginFile(
  ctx: ServiceContext,
  pluginId: string,
  relativePath: string,
): Promise<PluginFile> {
  const entry = requireInstalled(ctx, pluginId);
  if (entry.class !== 'external') throw new BusinessError(18001);
  const folder = resolve(pluginsRoot, entry.plugin.id);
  const path = fileInside(folder, relativePath);
  const contentType = contentTypes[extname(relativePath).toLowerCase()];
  if (!path || !contentType) throw new BusinessError(404);
  try {
    return { contentType, content: await readFile(path) };
  } catch {
    throw new BusinessError(404);
  }
}
