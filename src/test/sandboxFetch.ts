/**
 * The sandbox as a component test's server: a fetch that hands each request to the sandbox's
 * `app.inject()` in this process (no port), after the fakes' latency so `allAnswersShown` waits for
 * it too. One sandbox per test file (building the server is the costly part), reset before each test
 * and signed in as the test's user; `answer` and `hold` force what the sandbox cannot give.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createSandbox, demoPassword, type Sandbox } from '../../server/testing';
import { delayed } from './latency';

export interface ForcedAnswer {
  status?: number;
  body: unknown;
  /**
   * Only the next request, then the sandbox again: an answer that was true a moment before (a list read
   * just before a deploy), which no lasting answer can time.
   */
  once?: boolean;
}

interface Gate {
  wait: Promise<void>;
  release: () => void;
}

export interface SandboxOptions {
  /** The platform before each test: the demo data (default), or only the startup data and the admin. */
  demo?: boolean;
  /** Who the console is signed in as before each test; none leaves it signed out. */
  user?: string | null;
  /** The sandbox clock's time (default: the real time), for records' times a test reads. */
  now?: () => Date;
  /** Seconds of the sandbox clock per simulated step (default 0: runs and addons finish at once). */
  runtimeStepSeconds?: number;
}

const header = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

const requestKey = (method: string, pathname: string) => `${method.toUpperCase()} ${pathname}`;

export class TestSandbox {
  private readonly forced = new Map<string, ForcedAnswer>();
  private readonly gates = new Map<string, Gate>();
  private adminToken = '';
  /** The fetch the console's HTTP client is given; its calls are the requests the page made. */
  readonly fetch = vi.fn(delayed((input: RequestInfo | URL, init?: RequestInit) => this.send(input, init)));

  constructor(readonly server: Sandbox) {}

  /** Answers `METHOD /path` with this until the returned function is called (or the test ends). */
  answer(request: string, forced: ForcedAnswer): () => void {
    this.forced.set(request, forced);
    return () => this.forced.delete(request);
  }

  /** Holds every `METHOD /path` request until the returned function is called (or the test ends). */
  hold(request: string): () => void {
    let release = () => undefined as void;
    const wait = new Promise<void>((resolve) => (release = resolve));
    this.gates.set(request, { wait, release });
    return () => {
      this.gates.delete(request);
      release();
    };
  }

  /** The requests the page made, as `METHOD /path?query` (the query decoded). */
  asked(): string[] {
    return this.fetch.mock.calls.map(([input, init]) => {
      const { pathname, search } = urlOf(input);
      return requestKey(init?.method ?? 'GET', decodeURIComponent(`${pathname}${search}`));
    });
  }

  /** The bodies the page sent with `METHOD /path` (the path without its query), oldest first. */
  sent(request: string): unknown[] {
    return this.fetch.mock.calls.flatMap(([input, init]) => {
      const matches = requestKey(init?.method ?? 'GET', urlOf(input).pathname) === request;
      return matches && typeof init?.body === 'string' ? [JSON.parse(init.body) as unknown] : [];
    });
  }

  /** A request to the sandbox as the administrator: for seeding records the way a user would. */
  async request<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
    const result = await this.server.request<T>(method, url, { token: this.adminToken, body });
    expect(result.status, `${method} ${url}: ${result.text}`).toBe(200);
    return result.body;
  }

  /** Signs the console in as `name` (tokens where the auth provider keeps them). */
  async signIn(name: string, password = demoPassword): Promise<void> {
    const session = await this.server.login(name, password);
    localStorage.setItem('token', session.accessToken);
    localStorage.setItem('refreshToken', session.refreshToken);
  }

  async reset(options: { demo: boolean; user: string | null }): Promise<void> {
    this.fetch.mockClear();
    for (const gate of this.gates.values()) gate.release();
    this.gates.clear();
    this.forced.clear();
    const reset = await this.server.request('POST', '/__test__/reset', { body: { demo: options.demo } });
    expect(reset.status, reset.text).toBe(200);
    if (!options.demo) {
      const init = { name: 'admin', email: 'admin@example.com', password: demoPassword };
      await this.server.request('PUT', '/api/v1/auth/init_admin', { body: init });
    }
    this.adminToken = (await this.server.login('admin')).accessToken;
    if (options.user) await this.signIn(options.user);
  }

  /** The contract violations the sandbox saw since the last check. */
  async violations(): Promise<unknown[]> {
    const { body } = await this.server.request<unknown[]>('GET', '/__test__/violations');
    await this.server.request('DELETE', '/__test__/violations');
    return body;
  }

  private async send(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = urlOf(input);
    const key = requestKey(init.method ?? 'GET', url.pathname);
    await this.gates.get(key)?.wait;
    const forced = this.forced.get(key);
    if (forced?.once) this.forced.delete(key);
    if (forced) return jsonResponse(forced.status ?? 200, JSON.stringify(forced.body));
    const answer = await this.server.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = Object.entries(answer.headers).map(([name, value]): [string, string] => [
      name,
      header(value),
    ]);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
  }
}

function urlOf(input: RequestInfo | URL): URL {
  return new URL(input instanceof Request ? input.url : String(input), 'http://console.test');
}

function jsonResponse(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

/**
 * The test file's sandbox: built once, reset before each test to `options`, its contract violations
 * checked after each test, closed after the file.
 */
export function setUpSandbox(options: SandboxOptions = {}): TestSandbox {
  const { demo = true, user = 'admin', now, runtimeStepSeconds = 0 } = options;
  const sandbox = new TestSandbox(
    createSandbox({ demo, now, testHooks: true, validateResponses: true, runtimeStepSeconds }),
  );
  beforeAll(() => sandbox.server.app.ready());
  beforeEach(() => sandbox.reset({ demo, user }));
  afterEach(async () => expect(await sandbox.violations()).toEqual([]));
  afterAll(() => sandbox.server.close());
  return sandbox;
}
