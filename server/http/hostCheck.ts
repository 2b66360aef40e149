/**
 * The Host check against DNS rebinding: a page of evil.example whose name the attacker then points at
 * 127.0.0.1 reaches a console on this machine from the browser, same-origin to that page, with
 * `Host: evil.example`. A server listening on a loopback address (the default) answers only requests
 * naming localhost, 127.0.0.1 or [::1] (any port), and the names VELA_ALLOWED_HOSTS adds; one
 * listening on other addresses answers the names VELA_ALLOWED_HOSTS lists, or every name when it is
 * unset, so an install behind an ingress keeps working as it is.
 *
 * A refused request gets 421 Misdirected Request (RFC 9110: this server will not answer for the
 * host named) in the error body, before any route, static file or websocket upgrade sees it. The
 * health path is answered whatever the name: Kubernetes probes name the pod's address, and its
 * answer tells nothing.
 */
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../errors';
import { sendBusinessError } from './errorAnswers';
import { HEALTH_PATH } from './health';

export const LOOPBACK_HOST_NAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

const misdirectedCode = 421;

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** Whether a listen address (HOST) is on this machine only. */
function isLoopbackListen(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const ipv4 = bare.replace(/^::ffff:/, '');
  return isIP(ipv4) === 4 && ipv4.startsWith('127.');
}

function allowedName(entry: string): string {
  const name = entry.trim().toLowerCase();
  const bracketedIpv6 = /^\[(.+)\]$/.exec(name);
  if (bracketedIpv6 ? isIP(bracketedIpv6[1]) === 6 : HOST_NAME.test(name)) return name;
  throw new Error(
    `VELA_ALLOWED_HOSTS lists host names (an IPv6 address in brackets), no ports, commas between; not "${entry.trim()}"`,
  );
}

/** The names a server listening on `listenHost` answers for; undefined: every name. */
export function allowedHostsFor(
  listenHost: string,
  allowedHostsVariable?: string,
): readonly string[] | undefined {
  const listed = (allowedHostsVariable ?? '')
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map(allowedName);
  if (isLoopbackListen(listenHost)) return [...LOOPBACK_HOST_NAMES, ...listed];
  return listed.length > 0 ? listed : undefined;
}

/** The name in a Host header, without its port. */
function hostNameOf(hostHeader: string): string {
  const name = hostHeader.startsWith('[')
    ? hostHeader.slice(0, hostHeader.indexOf(']') + 1)
    : hostHeader.split(':', 1)[0];
  return name.toLowerCase();
}

export function registerHostCheck(app: FastifyInstance, allowedHosts: readonly string[] | undefined): void {
  if (!allowedHosts) return;
  const allowed = new Set(allowedHosts);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url === HEALTH_PATH) return;
    if (allowed.has(hostNameOf(request.headers.host ?? ''))) return;
    const refusal = new BusinessError(
      misdirectedCode,
      'this server does not answer for the host the request names (see VELA_ALLOWED_HOSTS)',
    );
    return sendBusinessError(reply, refusal);
  });
}
