import { rmSync } from 'node:fs';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { findOperation } from '../contract/contract';
import { EXTENSIONS_ROOT, isDeclaredExtensionRequest } from '../dataProvider/declared/extensionPaths';
import { declarations } from '../resources/declarations';
import { startSandbox } from '../server/sandboxProcess';
import { axeViolations } from './axe';

export const demoPassword = 'VelaUX12345';

interface SandboxSettings {
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
}

export interface Sandbox {
  reset(options?: { demo?: boolean }): Promise<void>;
  settings(settings: SandboxSettings): Promise<void>;
  /** Moves the sandbox's clock forward, so tokens and simulated runs age without waiting. */
  advanceClock(seconds: number): Promise<void>;
  login(username: string, password?: string): Promise<{ accessToken: string; refreshToken: string }>;
}

interface Fixtures {
  sandbox: Sandbox;
  contractGuard: void;
  cspGuard: void;
  /** Origins off this machine that a test answers itself with `page.route`, so nothing leaves for them. */
  answeredOutside: string[];
  offlineGuard: void;
  pageErrorGuard: void;
  /** Signs in as a demo user and opens `path` (the applications list by default): one console load. */
  loginAs: (username: string, path?: string) => Promise<void>;
}

interface WorkerFixtures {
  /** This worker's own sandbox server (fresh database, test hooks on), so workers never reset each other's data. */
  sandboxUrl: string;
}

const CSP_VIOLATION = 'Content-Security-Policy violation:';
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const THIS_MACHINE = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Runs in every page before its scripts and reports each `securitypolicyviolation` (enforced or
 * report-only) on the console. Chromium's own "Refused to …" lines do not reach Playwright's console
 * event, so this listener is what the guard hears. Serialised into the page, hence the prefix argument.
 */
function reportCspViolations(prefix: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = `${event.sourceFile}:${event.lineNumber}`;
    console.error(
      `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${where}`,
    );
  });
}

function createSandbox(request: APIRequestContext): Sandbox {
  return {
    async reset(options = {}) {
      const res = await request.post('/__test__/reset', { data: { demo: options.demo ?? true } });
      expect(res.ok(), 'sandbox reset').toBeTruthy();
    },
    async settings(settings) {
      const res = await request.post('/__test__/settings', { data: settings });
      expect(res.ok(), 'sandbox settings').toBeTruthy();
    },
    async advanceClock(seconds) {
      const res = await request.post('/__test__/clock', { data: { advanceSeconds: seconds } });
      expect(res.ok(), 'sandbox clock').toBeTruthy();
    },
    async login(username, password = demoPassword) {
      const res = await request.post('/api/v1/auth/login', { data: { username, password } });
      expect(res.ok(), `login as ${username}`).toBeTruthy();
      return (await res.json()) as { accessToken: string; refreshToken: string };
    },
  };
}

/**
 * Signs in through the API and hands the tokens to the page the way the console stores them. The
 * tokens are written on a same-origin API URL, where no console code runs that could race them.
 */
export async function storeTokens(page: Page, tokens: { accessToken: string; refreshToken: string }) {
  await page.goto('/api/v1/auth/login_type');
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('token', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  sandboxUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const server = await startSandbox({
        env: { VELA_TEST_HOOKS: '1', VELA_VALIDATE_RESPONSES: '1' },
      });
      await use(server.baseUrl);
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ sandboxUrl }, use) => use(sandboxUrl),
  sandbox: [
    async ({ request }, use) => {
      const sandbox = createSandbox(request);
      await sandbox.reset();
      await use(sandbox);
    },
    { auto: true },
  ],
  /**
   * Every request the console sends must be a contract operation (under /extensions, a request the
   * declaration of a simple REST resource allows), and every sandbox answer must validate against the
   * contract (the server records violations while VELA_VALIDATE_RESPONSES=1).
   */
  contractGuard: [
    async ({ page, request }, use) => {
      const unknown: string[] = [];
      const simpleRest = declarations.filter(({ provider }) => provider === 'simple-rest');
      page.on('request', (req) => {
        const url = new URL(req.url());
        const allowed = url.pathname.startsWith(`${EXTENSIONS_ROOT}/`)
          ? isDeclaredExtensionRequest(req.method(), url.pathname, simpleRest)
          : !url.pathname.startsWith('/api/') || !!findOperation(req.method(), url.pathname);
        if (!allowed) unknown.push(`${req.method()} ${url.pathname}`);
      });
      await request.delete('/__test__/violations');
      await use();
      expect(unknown, 'requests outside the contract').toEqual([]);
      const violations = (await (await request.get('/__test__/violations')).json()) as unknown[];
      expect(violations, 'sandbox responses that break the contract').toEqual([]);
    },
    { auto: true },
  ],
  answeredOutside: [[], { option: true }],
  /**
   * No page of the journey asks a host off this machine for anything (images and scripts included): the
   * console and its demo data must work without the internet, and a journey must not reach it where there is one.
   */
  offlineGuard: [
    async ({ context, answeredOutside }, use) => {
      const outside: string[] = [];
      context.on('request', (req) => {
        const url = new URL(req.url());
        const leaves = WEB_PROTOCOLS.has(url.protocol) && !THIS_MACHINE.has(url.hostname);
        if (leaves && !answeredOutside.includes(url.origin)) outside.push(`${req.method()} ${url.href}`);
      });
      await use();
      expect(outside, 'requests to hosts off this machine').toEqual([]);
    },
    { auto: true },
  ],
  /** Any Content-Security-Policy violation fails the test, whether or not the server sends a policy yet. */
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith(CSP_VIOLATION)) violations.push(message.text());
      });
      await page.addInitScript(reportCspViolations, CSP_VIOLATION);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /** An uncaught error or unhandled rejection in the page fails the test, whatever the page showed. */
  pageErrorGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  loginAs: async ({ page, sandbox }, use) => {
    await use(async (username, path = '/applications') => {
      await storeTokens(page, await sandbox.login(username));
      await page.goto(path);
    });
  },
});

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const STILL_PAGE = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * Runs axe on the page as it is now and fails on serious or critical violations, listing each with
 * the elements it found. Call it once the page has drawn what it is checked for (after the journey's
 * own expectations), so loading states are not what gets checked. `exclude` leaves out parts the
 * console does not draw itself (see the call sites for why); `touch` checks target sizes too.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { exclude = [], touch = false }: { exclude?: string[]; touch?: boolean } = {},
): Promise<void> {
  // A toast or drawer fading in or out has a contrast it will not keep, and one can start to fade while
  // axe reads the page: for the check, every element shows its final style at once.
  const stillness = await page.addStyleTag({ content: STILL_PAGE });
  const violations = await axeViolations(page, exclude, touch).finally(() =>
    stillness.evaluate((style) => style.parentNode?.removeChild(style)),
  );
  const blocking = violations
    .filter(({ impact }) => impact && BLOCKING_IMPACTS.has(impact))
    .map(
      ({ impact, id, help, nodes }) =>
        `${impact} ${id}: ${help} at ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
    );
  expect(blocking, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}

export { expect };
