import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../app';
import { parseTelemetryUrl } from './telemetryAddress';

const PAGE =
  '<!doctype html>\n<html>\n  <head>\n    <title>console</title>\n  </head>\n  <body></body>\n</html>\n';

const connectSrc = (response: LightMyRequestResponse) =>
  /connect-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];

const metaContent = (html: string) => /<meta name="vela-telemetry-url" content="([^"]*)" \/>/.exec(html)?.[1];

describe('the telemetry address', () => {
  let staticDir: string;
  const servers: FastifyInstance[] = [];
  const serve = (telemetryUrl?: string) => {
    const server = buildServer({
      staticDir,
      passwordHashRounds: 4,
      telemetryUrl: parseTelemetryUrl(telemetryUrl),
    });
    servers.push(server);
    return server;
  };
  beforeAll(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'vela-static-'));
    writeFileSync(join(staticDir, 'index.html'), PAGE);
    writeFileSync(join(staticDir, 'app.js'), 'console.log(1)');
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('is unset by default: the page names none and the browser may connect to this origin only', async () => {
    const server = serve();
    for (const url of ['/', '/index.html', '/settings']) {
      const response = await server.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.body]).toEqual([url, 200, PAGE]);
      expect(connectSrc(response)).toBe("'self'");
    }
  });

  it('when set, is named in the head of every console page and its origin joins connect-src', async () => {
    const server = serve('https://telemetry.example.com/collect?team=a&b="c"');
    for (const url of ['/', '/index.html', '/users?page=2']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(metaContent(response.body)).toBe('https://telemetry.example.com/collect?team=a&amp;b=%22c%22');
      expect(response.body.indexOf('vela-telemetry-url')).toBeLessThan(response.body.indexOf('</head>'));
      expect(connectSrc(response)).toBe("'self' https://telemetry.example.com");
    }
    const api = await server.inject({ method: 'GET', url: '/api/v1/auth/login_type' });
    expect(connectSrc(api)).toBe("'self' https://telemetry.example.com");
    const asset = await server.inject({ method: 'GET', url: '/app.js' });
    expect(asset.body).toBe('console.log(1)');
  });

  it('must be an http or https URL', () => {
    expect(parseTelemetryUrl('')).toBeUndefined();
    expect(parseTelemetryUrl('http://127.0.0.1:9/t')?.origin).toBe('http://127.0.0.1:9');
    for (const wrong of ['telemetry.example.com', 'javascript:alert(1)', 'ftp://example.com', 'https://']) {
      expect(() => parseTelemetryUrl(wrong)).toThrow('VELA_TELEMETRY_URL must be an http or https URL');
    }
  });
});
