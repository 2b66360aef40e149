/**
 * Test helper: a sandbox on a fresh in-memory database, driven through HTTP with `app.inject()`.
 * Every /api/v1 answer it sees is held to the contract; a violation fails the test at once.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { validateResponse } from '../contract/contract';
import { buildServer, type ServerOptions } from './app';
import type { Schemas } from './context';
import { httpStatusOf, type ErrorBody } from './errors';
import { demoUsers } from './demo/seed';

export type { Schemas };
export const demoPassword = 'VelaUX12345';

/** Addresses a link or an image must never get: script schemes (however written) and other non-web ones. */
export const nonWebAddresses = [
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'charts.example.com',
];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  text: string;
  contentType: string;
  headers: Record<string, unknown>;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The client's address, as the server sees it (default 127.0.0.1). */
  from?: string;
}

export class Sandbox {
  constructor(readonly app: FastifyInstance) {}

  async request<T = unknown>(
    method: Method,
    url: string,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app.inject({
      method,
      url,
      headers,
      payload: options.body === undefined ? undefined : JSON.stringify(options.body),
      remoteAddress: options.from,
    });
    const contentType = String(response.headers['content-type'] ?? '');
    const isJson = contentType.includes('json');
    const body = (isJson ? response.json() : undefined) as T;
    if (url.startsWith('/api/v1') && isJson) {
      const check = validateResponse(method, url, response.statusCode, body);
      if (!check.ok)
        throw new Error(`contract violation on ${method} ${url} (${response.statusCode}): ${check.errors}`);
    }
    return { status: response.statusCode, body, text: response.body, contentType, headers: response.headers };
  }

  async login(username: string, password = demoPassword, from?: string): Promise<Session> {
    const result = await this.request<Schemas['v1.LoginResponse']>('POST', '/api/v1/auth/login', {
      body: { username, password },
      from,
    });
    expect(result.status, result.text).toBe(200);
    return new Session(this, result.body.accessToken, result.body.refreshToken);
  }

  close(): Promise<void> {
    return this.app.close();
  }
}

/** A signed-in user: requests carry their access token. */
export class Session {
  constructor(
    readonly sandbox: Sandbox,
    readonly accessToken: string,
    readonly refreshToken: string,
  ) {}

  get<T = unknown>(url: string): Promise<ApiResult<T>> {
    return this.sandbox.request<T>('GET', url, { token: this.accessToken });
  }

  post<T = unknown>(url: string, body?: unknown): Promise<ApiResult<T>> {
    return this.sandbox.request<T>('POST', url, { token: this.accessToken, body });
  }

  put<T = unknown>(url: string, body?: unknown): Promise<ApiResult<T>> {
    return this.sandbox.request<T>('PUT', url, { token: this.accessToken, body });
  }

  delete<T = unknown>(url: string): Promise<ApiResult<T>> {
    return this.sandbox.request<T>('DELETE', url, { token: this.accessToken });
  }
}

/**
 * What `npm run build` makes of the demo plugins, in a temporary folder to pass as `pluginModulesDir`:
 * an AMD module each. The caller removes the folder.
 */
export function builtPluginModules(): string {
  const folder = mkdtempSync(join(tmpdir(), 'vela-plugins-'));
  for (const id of ['app-demo', 'node-dashboard']) {
    mkdirSync(join(folder, id));
    writeFileSync(
      join(folder, id, 'module.js'),
      `define(["react"], function (React) { return { id: "${id}" }; });`,
    );
  }
  return folder;
}

export function createSandbox(options: ServerOptions = {}): Sandbox {
  return new Sandbox(buildServer({ passwordHashRounds: 4, ...options }));
}

/**
 * A sandbox with only the accounts of demo mode (admin, alice and bob), made through the API, for
 * tests that count or list what the platform holds and need it free of the demo data.
 */
export async function createAccountsSandbox(options: ServerOptions = {}): Promise<Sandbox> {
  const sandbox = createSandbox({ ...options, demo: false });
  expectOk(
    await sandbox.request('PUT', '/api/v1/auth/init_admin', {
      body: { name: 'admin', email: 'admin@example.com', password: demoPassword },
    }),
  );
  const admin = await sandbox.login('admin');
  for (const user of demoUsers) {
    const { name, alias, email, projectRole } = user;
    expectOk(await admin.post('/api/v1/users', { name, alias, email, password: demoPassword, roles: [] }));
    expectOk(
      await admin.post('/api/v1/projects/default/users', { userName: name, userRoles: [projectRole] }),
    );
  }
  return sandbox;
}

/** Asserts an error answer: the business code and the HTTP status the code table gives it. */
export function expectError(result: ApiResult, code: number): void {
  const status = httpStatusOf(code);
  expect(
    { status: result.status, code: (result.body as ErrorBody | undefined)?.BusinessCode },
    result.text,
  ).toEqual({
    status,
    code,
  });
}

export function expectOk(result: ApiResult): void {
  expect(result.status, result.text).toBe(200);
}

/** The cloud shell ticket cookie an answer sets, as a request's Cookie header sends it back. */
export function ticketCookie(headers: Record<string, unknown>): string {
  const cookie = String(headers['set-cookie'] ?? '');
  expect(cookie).toMatch(/^vela_cloudshell_ticket=/);
  return cookie.split(';')[0];
}
