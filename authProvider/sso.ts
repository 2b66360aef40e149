import type { components } from '../src/types/api';

type DexConfig = Pick<components['schemas']['v1.DexConfigResponse'], 'issuer' | 'clientID' | 'redirectURL'>;

/** The dex authorization URL the login page redirects to when the login type is `dex`. */
export function buildDexAuthUrl({ issuer, clientID, redirectURL }: DexConfig): string {
  return (
    `${issuer}/auth?client_id=${clientID}&redirect_uri=${encodeURIComponent(redirectURL)}` +
    '&response_type=code&scope=openid+profile+email+offline_access&state=velaux'
  );
}
