/**
 * Security headers on every answer: routed ones, proxied ones, and the refusals Node or fastify make
 * before any route runs (`headerLines` for those). The policy fits the built console: its scripts,
 * workers and fonts come from this origin, and the console page's one inline script (index.html's start
 * script) runs by its hash, allowed on that page alone (`consolePagePolicy`). MUI (emotion) and Monaco
 * inject style elements, hence inline styles. Forms validate with Ajv (RJSF's validator-ajv8), which compiles
 * the JSON schemas made from definitions at run time into functions, hence 'unsafe-eval'. Addon icons
 * may be any https image. The console connects to this origin only, and to the telemetry address's
 * origin when VELA_TELEMETRY_URL sets one. No page may be framed, except the cloud shell's view, which
 * the console embeds in its drawer: that one may be framed by this origin only.
 */
import type { FastifyInstance } from 'fastify';

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

type Directives = typeof contentSecurityPolicy;

/** The policy's directives, with the telemetry origin as the one extra place to connect to. */
export function policyDirectives(telemetryUrl?: URL): Directives {
  if (!telemetryUrl) return contentSecurityPolicy;
  return { ...contentSecurityPolicy, connectSrc: [...contentSecurityPolicy.connectSrc, telemetryUrl.origin] };
}

function policyText(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
    .join(';');
}

/** The console page's policy: today's, with its inline scripts allowed by their hashes (inlineScripts.ts). */
export function consolePagePolicy(telemetryUrl: URL | undefined, scriptSources: readonly string[]): string {
  const directives = policyDirectives(telemetryUrl);
  return policyText({ ...directives, scriptSrc: [...directives.scriptSrc, ...scriptSources] });
}

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The one set of headers every answer carries. Cross-origin icons must still load (no embedder
 * policy), and the console may be served over plain http (no Strict-Transport-Security).
 */
export function securityHeaders(telemetryUrl?: URL): SecurityHeaders {
  return {
    'content-security-policy': policyText(policyDirectives(telemetryUrl)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** The headers as raw HTTP/1.1 lines, for an answer written straight to the socket. */
export function headerLines(headers: SecurityHeaders): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}

const FRAMED_BY_THIS_ORIGIN = /^\/view\/cloudshell(\/|\?|$)/;

/** The policy text with the framing directive turned from 'none' to 'self'. */
function framedBySelf(policy: string): string {
  return policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
}

function allowSameOriginFraming(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!FRAMED_BY_THIS_ORIGIN.test(request.url)) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', framedBySelf(policy));
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
}

export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  allowSameOriginFraming(app);
}
