import { getRefreshToken, setTokens, type TokenPair } from './session';

export const REFRESH_TOKEN_PATH = '/api/v1/auth/refresh_token';

/** Exchanges a refresh token for a new token pair (the network call, injected). */
export type RequestTokens = (refreshToken: string) => Promise<TokenPair>;

/**
 * Returns a function that renews the access token, stores both tokens and resolves to the new access
 * token. Callers that arrive while a renewal is running share it, so a burst of "token expired"
 * failures costs exactly one refresh call.
 */
export function createTokenRefresher(requestTokens: RequestTokens): () => Promise<string> {
  let inFlight: Promise<string> | undefined;

  async function renew(): Promise<string> {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error('No refresh token');
    const tokens = await requestTokens(refreshToken);
    setTokens(tokens);
    return tokens.accessToken;
  }

  return () => {
    inFlight ??= renew().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
