import { safeHref } from '@src/common/safeUrl';

const RELATIVE_PATH = /^[\w-]+(\/[\w.-]+)*$/;

/**
 * Where a plugin's logo loads from: a path the server gives relative to its root (`public/plugins/…`)
 * becomes an address of this origin; an http(s) address stays as it is; anything else shows no image.
 */
export function pluginImageSrc(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path) return undefined;
  if (RELATIVE_PATH.test(path) && !path.split('/').some((part) => part.startsWith('..'))) return `/${path}`;
  return safeHref(path);
}
