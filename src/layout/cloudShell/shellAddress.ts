import { getToken } from '@authProvider/session/session';
import { safeHref } from '@src/common/safeUrl';

/**
 * The shell's page on this origin. A frame and a new tab cannot send the Authorization header: the
 * sandbox's ticket cookie stands in for it (`viewTicket`); the real server takes the token as
 * `?token=` instead, under /view only.
 */
export function cloudShellAddress(viewTicket: boolean): string | undefined {
  const url = new URL('/view/cloudshell', window.location.origin);
  if (!viewTicket) url.searchParams.set('token', getToken() ?? '');
  return safeHref(url);
}
