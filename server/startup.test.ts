import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from './sandboxProcess';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Whether something accepts TCP connections at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The status of GET `path` at `baseUrl`, with the Host header a browser on `host` would send. */
function statusNaming(baseUrl: string, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = request(new URL(path, baseUrl), { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    asked.once('error', reject);
    asked.end();
  });
}

describe('the server process', () => {
  it('listens on this machine only unless HOST says otherwise, and keeps its data private', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'vela-private-')), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    const sandbox = await startSandbox({ dataDir, env: { HOST: '' } });
    try {
      const port = Number(new URL(sandbox.baseUrl).port);
      expect(await accepts('127.0.0.1', port)).toBe(true);
      // All of 127.0.0.0/8 is this machine on Linux, but only a wildcard listener answers 127.0.0.2.
      expect(await accepts('127.0.0.2', port)).toBe(false);
      expect(modeOf(dataDir)).toBe(0o700);
      for (const file of ['sandbox.db', 'sandbox.db-wal'])
        expect([file, modeOf(join(dataDir, file))]).toEqual([file, 0o600]);
    } finally {
      await sandbox.stop();
    }
  }, 90_000);

  it('by default answers only requests naming this machine, so a rebound name cannot drive it', async () => {
    const sandbox = await startSandbox();
    try {
      const { port } = new URL(sandbox.baseUrl);
      // Unit tests run before the build, so the console's page may be missing (404) but is never refused.
      for (const path of ['/', '/api/v1/auth/login_type']) {
        expect(await statusNaming(sandbox.baseUrl, path, `evil.example:${port}`)).toBe(421);
        expect(await statusNaming(sandbox.baseUrl, path, `localhost:${port}`)).not.toBe(421);
      }
      expect(await statusNaming(sandbox.baseUrl, '/api/v1/auth/login_type', `127.0.0.1:${port}`)).toBe(200);
    } finally {
      await sandbox.stop();
    }
  }, 90_000);
});
