/**
 * Security headers on every answer, proxied ones included. The policy fits the built console: its
 * scripts, workers and fonts come from this origin and it inlines no script; MUI (emotion) and Monaco
 * inject style elements, hence inline styles. Forms validate with Ajv (RJSF's validator-ajv8), which
 * compiles the JSON schemas made from definitions at run time into functions, hence 'unsafe-eval'.
 * Addon icons may be any https image. The console connects to this origin only, and to the telemetry
 * address's origin when VELA_TELEMETRY_URL sets one. No page may be framed, except the cloud shell's
 * view, which the console embeds in its drawer: that one may be framed by this origin only.
 */
import helmet from '@fastify/helmet';
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

/** The policy's directives, with the telemetry origin as the one extra place to connect to. */
export function policyDirectives(telemetryUrl?: URL) {
  if (!telemetryUrl) return contentSecurityPolicy;
  return { ...contentSecurityPolicy, connectSrc: [...contentSecurityPolicy.connectSrc, telemetryUrl.origin] };
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

export function registerSecurityHeaders(app: FastifyInstance, telemetryUrl?: URL): void {
  app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: policyDirectives(telemetryUrl) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Cross-origin icons must still load, and the console may be served over plain http.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  allowSameOriginFraming(app);
}
