import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../app';
import { START_PRELOADS_FILE, type StartPreload } from './startPreloads';
import { parseTelemetryUrl } from './telemetryAddress';

const pageWith = (script: string) =>
  `<!doctype html>\n<html>\n  <head>\n    <title>console</title>\n    <script>${script}</script>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>\n  <body></body>\n</html>\n`;
const PRELOADS: StartPreload[] = [
  { pattern: '/applications/:appName/config', scripts: ['/assets/detail.js'], styles: [] },
];

function directivesOf(policy: unknown): Record<string, string> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

/** The hash source of the one inline script of `html`, as a browser computes it over what it was served. */
function sourceOfServedScript(html: string): string {
  const [, text] = /<script>([\s\S]*?)<\/script>/.exec(html) ?? [];
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

describe("the console page's policy", () => {
  let staticDir: string;
  const servers: FastifyInstance[] = [];
  const serve = (options: ServerOptions = {}) => {
    const server = buildServer({ staticDir, passwordHashRounds: 4, ...options });
    servers.push(server);
    return server;
  };
  const get = (server: FastifyInstance, url: string) => server.inject({ method: 'GET', url });
  beforeEach(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'vela-static-'));
    writeFileSync(join(staticDir, 'index.html'), pageWith('globalThis.started=1'));
    mkdirSync(join(staticDir, '.vite'));
    writeFileSync(join(staticDir, START_PRELOADS_FILE), JSON.stringify(PRELOADS));
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('allows exactly its inline start script, by the hash of the script as served, and nothing else', async () => {
    const server = serve({ telemetryUrl: parseTelemetryUrl('https://telemetry.example.com/') });
    const api = directivesOf(
      (await get(server, '/api/v1/auth/login_type')).headers['content-security-policy'],
    );
    expect(api['script-src']).toBe("'self' 'unsafe-eval'");
    expect(api['connect-src']).toBe("'self' https://telemetry.example.com");
    for (const url of ['/', '/applications/web/config', '/projects?page=2']) {
      const page = await get(server, url);
      const directives = directivesOf(page.headers['content-security-policy']);
      expect([url, directives['script-src']]).toEqual([
        url,
        `'self' 'unsafe-eval' ${sourceOfServedScript(page.body)}`,
      ]);
      expect({ ...directives, 'script-src': api['script-src'] }).toEqual(api);
    }
    expect((await get(server, '/applications/web/config')).body).toContain('/assets/detail.js');
  });

  it('keeps the policy of every other answer as it was', async () => {
    const server = serve();
    const page = await get(server, '/');
    for (const url of ['/api/v1/auth/login_type', '/api/v1/nothing', '/missing.js', '/view/nothing']) {
      const policy = directivesOf((await get(server, url)).headers['content-security-policy']);
      expect([url, policy['script-src']]).toEqual([url, "'self' 'unsafe-eval'"]);
    }
    expect(directivesOf(page.headers['content-security-policy'])['script-src']).toMatch(/'sha256-/);
  });

  it('allows the new script once index.html changes, and not the old one', async () => {
    const server = serve();
    const before = directivesOf((await get(server, '/')).headers['content-security-policy']);
    writeFileSync(join(staticDir, 'index.html'), pageWith('globalThis.started=2'));
    const page = await get(server, '/');
    const after = directivesOf(page.headers['content-security-policy']);
    expect(after['script-src']).toBe(`'self' 'unsafe-eval' ${sourceOfServedScript(page.body)}`);
    expect(after['script-src']).not.toBe(before['script-src']);
  });

  it('is the same when the console is served in front of a real server (VELA_API_URL)', async () => {
    const sandbox = await get(serve(), '/applications/web/config');
    const proxied = await get(serve({ apiUrl: 'http://127.0.0.1:9' }), '/applications/web/config');
    expect(proxied.body).toBe(sandbox.body);
    expect(proxied.headers['content-security-policy']).toBe(sandbox.headers['content-security-policy']);
  });
});
