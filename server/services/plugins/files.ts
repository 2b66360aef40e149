/**
 * The files of an installed external plugin (facts §10): `GET /public/plugins/<id>/<file>` reads what
 * the build made of the plugin (its module, in the built plugins folder) or else its static files
 * (server/data/plugins/<id>/). Only known types are served, each with its content type, and a path
 * that leaves the plugin's folder is refused as not found.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { requireInstalled } from './plugins';

const staticFilesRoot = join(import.meta.dirname, '../../data/plugins/');

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

async function firstReadable(paths: string[]): Promise<Buffer | undefined> {
  for (const path of paths) {
    try {
      return await readFile(path);
    } catch {
      // Not in this folder: the next may have it.
    }
  }
  return undefined;
}

export async function readPluginFile(
  ctx: ServiceContext,
  pluginId: string,
  relativePath: string,
  builtPluginsDir: string | undefined,
): Promise<PluginFile> {
  const entry = requireInstalled(ctx, pluginId);
  if (entry.class !== 'external') throw new BusinessError(18001);
  const roots = builtPluginsDir ? [resolve(builtPluginsDir), staticFilesRoot] : [staticFilesRoot];
  const paths = roots.map((root) => fileInside(resolve(root, entry.plugin.id), relativePath));
  const contentType = contentTypes[extname(relativePath).toLowerCase()];
  if (paths.includes(undefined) || !contentType) throw new BusinessError(404);
  const content = await firstReadable(paths as string[]);
  if (!content) throw new BusinessError(404);
  return { contentType, content };
}
