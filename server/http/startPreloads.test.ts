import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { parseTelemetryUrl } from './telemetryAddress';
import { START_PRELOADS_FILE, type StartPreload } from './startPreloads';

const PAGE =
  '<!doctype html>\n<html>\n  <head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>\n  <body></body>\n</html>\n';

const PRELOADS: StartPreload[] = [
  { pattern: '/applications', scripts: ['/assets/console.js', '/assets/list.js'], styles: [] },
  {
    pattern: '/applications/:appName/envbinding/:envName/status',
    scripts: ['/assets/console.js', '/assets/status.js'],
    styles: ['/assets/graph.css'],
  },
];

const linksIn = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map(
    ([, rel, href]) => `${rel} ${href}`,
  );
};

describe('the console page at a start page’s address', () => {
  let staticDir: string;
  let server: FastifyInstance;
  const page = async (url: string) => (await server.inject({ method: 'GET', url })).body;
  beforeAll(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'vela-static-'));
    writeFileSync(join(staticDir, 'index.html'), PAGE);
    mkdirSync(join(staticDir, '.vite'));
    writeFileSync(join(staticDir, START_PRELOADS_FILE), JSON.stringify(PRELOADS));
    server = buildServer({
      staticDir,
      passwordHashRounds: 4,
      telemetryUrl: parseTelemetryUrl('https://telemetry.example.com/'),
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('names the chunks the build lists for that page as module preloads, beside the telemetry address', async () => {
    for (const url of ['/applications', '/applications/', '/applications?page=2']) {
      const html = await page(url);
      expect(linksIn(html), url).toEqual([
        'modulepreload /assets/console.js',
        'modulepreload /assets/list.js',
      ]);
      expect(html).toContain('<meta name="vela-telemetry-url"');
    }
    expect(linksIn(await page('/applications/hello-world/envbinding/default/status'))).toEqual([
      'stylesheet /assets/graph.css',
      'modulepreload /assets/console.js',
      'modulepreload /assets/status.js',
    ]);
  });

  it('leaves the page as built at the login page and at every other address', async () => {
    for (const url of [
      '/login',
      '/',
      '/index.html',
      '/projects',
      '/applications/hello-world',
      '/applications//config',
    ]) {
      const html = await page(url);
      expect(linksIn(html), url).toEqual([]);
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/index.js">');
    }
  });

  it('does not serve the build’s own notes', async () => {
    const response = await server.inject({ method: 'GET', url: `/${START_PRELOADS_FILE}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('/assets/console.js');
  });

  it('keeps the Content-Security-Policy: the preloaded files are scripts and styles of this origin', async () => {
    const response = await server.inject({ method: 'GET', url: '/applications' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  });
});
