/**
 * `getBackendSrv()` of `@velaux/ui`: the plugin's requests go through the console's HTTP client, so
 * they carry the session's token, renew it and report failures as the console's own requests do.
 */
import type { Http } from '@dataProvider/httpClient';
import { isApiError } from '@dataProvider/apiError';

/** Axios-like options, as VelaUX's plugins pass them: `params` become the query string. */
interface RequestConfig {
  params?: Record<string, unknown>;
  data?: unknown;
  customError?: boolean;
}

export interface BackendSrv {
  get<R = unknown>(url: string, config?: RequestConfig, customError?: boolean): Promise<R>;
  delete<R = unknown>(url: string, config?: RequestConfig, customError?: boolean): Promise<R>;
  post<R = unknown>(url: string, body?: unknown, customError?: boolean): Promise<R>;
  put<R = unknown>(url: string, body?: unknown, customError?: boolean): Promise<R>;
}

/** A path of this origin; a plugin reaches no other server. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;

function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function customErrorOf(options: unknown, customError: boolean | undefined): boolean {
  const asked = (options as { customError?: unknown } | null | undefined)?.customError;
  return customError === true || asked === true;
}

/**
 * As in VelaUX: a failure the plugin handles itself (`customError`) rejects with the server's error
 * body; any other is announced by the console and answers undefined.
 */
export function createBackendSrv(http: Http): BackendSrv {
  async function send<R>(method: string, url: string, body: unknown, customError: boolean): Promise<R> {
    if (!SAME_ORIGIN_PATH.test(url))
      throw new Error(`A plugin may only request paths of this origin: ${url}`);
    try {
      return (await http(url, { method, body, silent: customError })).json as R;
    } catch (error) {
      if (!customError) return undefined as R;
      throw isApiError(error) && error.body ? error.body : error;
    }
  }
  return {
    get: (url, config, customError) =>
      send('GET', withQuery(url, config?.params), undefined, customErrorOf(config, customError)),
    delete: (url, config, customError) =>
      send('DELETE', withQuery(url, config?.params), config?.data, customErrorOf(config, customError)),
    post: (url, body, customError) => send('POST', url, body, customErrorOf(body, customError)),
    put: (url, body, customError) => send('PUT', url, body, customErrorOf(body, customError)),
  };
}
