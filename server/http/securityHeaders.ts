/**
 * Security headers on every answer, proxied ones included. The policy fits the built console: its
 * scripts, workers and fonts come from this origin and it inlines no script; MUI (emotion) and Monaco
 * inject style elements, hence inline styles. Forms validate with Ajv (RJSF's validator-ajv8), which
 * compiles the JSON schemas made from definitions at run time into functions, hence 'unsafe-eval'.
 * Addon icons may be any https image.
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

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Cross-origin icons must still load, and the console may be served over plain http.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
}
