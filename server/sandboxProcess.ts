import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningSandbox {
  baseUrl: string;
  dataDir: string;
  /** SIGTERM, and wait for the process to end. */
  stop(): Promise<void>;
  /** SIGKILL: the process gets no chance to flush or close anything. */
  kill(): Promise<void>;
}

export interface SandboxProcessOptions {
  /** Reuse a data directory (to test what survives a restart); a fresh one by default. */
  dataDir?: string;
  env?: Record<string, string>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sandbox exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/auth/login_type`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('sandbox did not start within 60 s');
}

/** Starts the real server entry (`server/main.ts`) as a child process on a free loopback port. */
export async function startSandbox(options: SandboxProcessOptions = {}): Promise<RunningSandbox> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vela-sandbox-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      VELA_DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, child);
  const endWith = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { baseUrl, dataDir, stop: () => endWith('SIGTERM'), kill: () => endWith('SIGKILL') };
}
