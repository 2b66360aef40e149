/**
 * Serves the built console: static files, and index.html for any other GET outside the API
 * prefixes (client-side routes). Unknown API paths get an error body; a missing file, plain text.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from './apiNotFound';

const reservedPrefixes = ['/api', '/dex', '/view', '/v1', '/__test__'];

export function isReservedPath(url: string): boolean {
  const path = url.split('?')[0];
  return reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A missing asset (a name with an extension) is a 404, not the console page. */
function looksLikeAsset(url: string): boolean {
  const last = url.split('?')[0].split('/').pop() ?? '';
  return last.includes('.');
}

export function registerConsole(app: FastifyInstance, staticDir: string | undefined): void {
  const hasIndex = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  if (staticDir && existsSync(staticDir)) {
    app.register(fastifyStatic, { root: staticDir, wildcard: true });
  }
  app.setNotFoundHandler((request, reply) => {
    if (
      hasIndex &&
      request.method === 'GET' &&
      !isReservedPath(request.url) &&
      !looksLikeAsset(request.url)
    ) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    if (isReservedPath(request.url)) return sendApiNotFound(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('404: Page Not Found');
  });
}
