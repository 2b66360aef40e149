import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * VelaUX's production web UI (a tarball built from its public source) and the script that serves it in
 * front of a sandbox as VelaUX's own server does: kept beside the project in ../shared/tools/velaux-ui,
 * or where VELAUX_UI_DIR says. Never part of the project: unpacked into a temporary folder for the run.
 */
export function velauxUiDir(): string {
  return resolve(process.env.VELAUX_UI_DIR ?? '../shared/tools/velaux-ui');
}

interface VelauxBuild {
  tarball: string;
  server: string;
}

/** The tarball and the server script, or why they cannot be used. */
export function findVelauxBuild(dir = velauxUiDir()): VelauxBuild | { missing: string } {
  const tarball = existsSync(dir)
    ? readdirSync(dir).find((name) => /^velaux-ui-.*\.tar\.gz$/.test(name))
    : undefined;
  const server = join(dir, 'serve-velaux.js');
  if (!tarball || !existsSync(server))
    return { missing: `VelaUX's production build (velaux-ui-*.tar.gz and serve-velaux.js) is not in ${dir}` };
  return { tarball: join(dir, tarball), server };
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilServing(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/login`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error(`VelaUX's UI did not start at ${baseUrl} within 30 s`);
}

export interface RunningVelauxUi {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Unpacks VelaUX's UI into a temporary folder and serves it on a free loopback port in front of `sandboxUrl`. */
export async function startVelauxUi(build: VelauxBuild, sandboxUrl: string): Promise<RunningVelauxUi> {
  const folder = mkdtempSync(join(tmpdir(), 'velaux-ui-'));
  execFileSync('tar', ['xzf', build.tarball, '-C', folder]);
  const port = await freePort();
  const child = spawn(process.execPath, [build.server, String(port), sandboxUrl, join(folder, 'build')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolveStop) => {
      const gone = () => {
        rmSync(folder, { recursive: true, force: true });
        resolveStop();
      };
      if (child.exitCode !== null || child.signalCode !== null) return gone();
      child.once('exit', gone);
      child.kill('SIGTERM');
    });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
