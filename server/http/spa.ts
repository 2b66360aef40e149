/**
 * Serves the built console: static files, and index.html for any other GET outside the API
 * prefixes (client-side routes). Unknown API paths get an error body; a missing file, plain text.
 * index.html itself is never served as a static file: it is read on each request (a rebuild shows at
 * once) and carries the telemetry address when one is set, and a start page's preloads at its address;
 * its policy allows its inline start script by the hash of the script as served.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from './apiNotFound';
import { inlineScriptSources } from './inlineScripts';
import { consolePagePolicy } from './securityHeaders';
import { readStartPreloads, withStartPreloads } from './startPreloads';
import { withTelemetryAddress } from './telemetryAddress';

const reservedPrefixes = [
  '/api',
  '/dex',
  '/view',
  '/v1',
  '/__test__',
  '/public/plugins',
  '/proxy/plugins',
  '/extensions',
];
const CONSOLE_PAGE = 'index.html';

export interface ConsoleOptions {
  /** Where consoles may send usage statistics (VELA_TELEMETRY_URL); none by default. */
  telemetryUrl?: URL;
}

export function isReservedPath(url: string): boolean {
  const path = url.split('?')[0];
  return reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A missing asset (a name with an extension) is a 404, not the console page. */
function looksLikeAsset(url: string): boolean {
  const last = url.split('?')[0].split('/').pop() ?? '';
  return last.includes('.');
}

export function registerConsole(
  app: FastifyInstance,
  staticDir: string | undefined,
  { telemetryUrl }: ConsoleOptions = {},
): void {
  const hasIndex = staticDir !== undefined && existsSync(join(staticDir, CONSOLE_PAGE));
  const sendConsolePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const dir = staticDir ?? '';
    const [page, preloads] = await Promise.all([
      readFile(join(dir, CONSOLE_PAGE), 'utf8'),
      readStartPreloads(dir),
    ]);
    const served = withTelemetryAddress(withStartPreloads(page, preloads, request.url), telemetryUrl);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', consolePagePolicy(telemetryUrl, inlineScriptSources(served)))
      .send(served);
  };
  if (staticDir && existsSync(staticDir)) {
    // The build's notes to itself (dist/.vite/: chunk graph, start preloads) are not for browsers.
    app.register(fastifyStatic, { root: staticDir, wildcard: true, index: false, dotfiles: 'ignore' });
  }
  if (hasIndex) {
    // Named routes outrank the static files' wildcard.
    for (const path of ['/', `/${CONSOLE_PAGE}`])
      app.get(path, (request, reply) => sendConsolePage(request, reply));
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (
      hasIndex &&
      request.method === 'GET' &&
      !isReservedPath(request.url) &&
      !looksLikeAsset(request.url)
    ) {
      return sendConsolePage(request, reply);
    }
    if (isReservedPath(request.url)) return sendApiNotFound(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('404: Page Not Found');
  });
}
