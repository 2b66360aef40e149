import { safeUrl } from '../common/safeUrl';
import type { components } from '../../contract/api';

type DexConfig = Pick<components['schemas']['v1.DexConfigResponse'], 'issuer' | 'clientID' | 'redirectURL'>;

/**
 * The dex authorization URL the login page redirects to when the login type is `dex`, or undefined
 * when the issuer (derived from the stored Vela address) is not an http(s) address.
 */
export function buildDexAuthUrl({ issuer, clientID, redirectURL }: DexConfig): URL | undefined {
  const url = safeUrl(`${issuer}/auth`);
  if (!url) return undefined;
  url.search = new URLSearchParams({
    client_id: clientID,
    redirect_uri: redirectURL,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: 'velaux',
  }).toString();
  return url;
}
