/**
 * Proxy mode: what the real VelaUX server answers is passed on as it comes, for every address of the
 * contract whatever its method. Requests keep their headers (the client's Authorization included),
 * answers are piped through as they arrive (a long or chunked answer is never held whole), and
 * websockets pass too (the cloud shell's terminal under /view).
 */
import fastifyProxy from '@fastify/http-proxy';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerBase,
  RouteGenericInterface,
} from 'fastify';
import type { ClientOptions } from 'ws';
import type { ErrorBody } from '../errors';

/** Every prefix of the contract's paths (/api/v1, /view/cloudshell, /v1/namespaces), and the plugins' and dex's. */
const proxiedPrefixes = ['/api', '/v1', '/dex', '/view', '/public/plugins', '/proxy/plugins'];

/**
 * The websocket client the proxy opens upstream sends only the cookie by default; the credentials a
 * non-browser client puts on its upgrade request go along unchanged as well.
 */
function upstreamUpgradeHeaders(headers: Record<string, string>, request: FastifyRequest) {
  const { cookie, authorization } = request.headers;
  return {
    ...headers,
    ...(cookie ? { cookie } : {}),
    ...(authorization ? { authorization } : {}),
  };
}

/**
 * The API server is down, unreachable or too slow: a 502 in the server's error shape, which the console
 * shows as it shows any error. The address and the cause go to the log, not to the browser.
 */
function upstreamFailed(
  reply: FastifyReply<RouteGenericInterface, RawServerBase>,
  { error }: { error: Error },
): void {
  reply.log.warn({ err: error }, 'the KubeVela API server did not answer');
  const body: ErrorBody = { BusinessCode: 502, Message: 'The KubeVela API server did not answer' };
  reply.code(502).type('application/json; charset=utf-8').send(body);
}

const replyOptions = { onError: upstreamFailed };

// The plugin's type for these options leaves out rewriteRequestHeaders, which its code reads.
const wsClientOptions: ClientOptions & { rewriteRequestHeaders: typeof upstreamUpgradeHeaders } = {
  rewriteRequestHeaders: upstreamUpgradeHeaders,
};

/**
 * Every prefix carries websockets: the plugin's upgrade listener routes an upgrade to whichever prefix
 * it names, and one without websocket support would hold the socket open and never answer it.
 */
export function registerApiProxy(app: FastifyInstance, upstream: string): void {
  for (const prefix of proxiedPrefixes) {
    app.register(fastifyProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      replyOptions,
      websocket: true,
      wsClientOptions,
    });
  }
}
