import { getToken } from '@authProvider/session';
import { safeHref } from '@src/common/safeUrl';

/**
 * The shell's page on this origin. A frame and a new tab cannot send the Authorization header, so the
 * token travels as `?token=` (the server accepts it under /view only).
 */
export function cloudShellAddress(): string | undefined {
  const url = new URL('/view/cloudshell', window.location.origin);
  url.searchParams.set('token', getToken() ?? '');
  return safeHref(url);
}
