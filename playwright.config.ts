import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys run against the built console served by the sandbox server, started here on a
 * free port with a fresh database. Workers inherit the chosen port and data directory through env.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'vela-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A journey on a loaded 2-core machine takes about twice its idle time; longer ones set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/api/v1/auth/login_type`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      VELA_DATA_DIR: process.env.E2E_DATA_DIR,
      VELA_TEST_HOOKS: '1',
      VELA_VALIDATE_RESPONSES: '1',
      // A build of one's own (vite build --outDir ...) lets several checkouts' journeys run side by side.
      ...(process.env.VELA_CONSOLE_DIR ? { VELA_CONSOLE_DIR: process.env.VELA_CONSOLE_DIR } : {}),
    },
  },
});
