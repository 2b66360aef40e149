import { connect, type AddressInfo } from 'node:net';
import { createSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

const helmRepository = { name: 'helm-repository', namespace: 'vela-system' };
const noServerKubeConfig = 'apiVersion: v1\nkind: Config\nclusters:\n- name: a\n  cluster: {}\n';

describe('client mistakes answer 4xx with the error body, never 500', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeAll(async () => {
    sandbox = createSandbox();
    admin = await sandbox.login('admin');
  });
  afterAll(() => sandbox.close());

  it('refuses a duplicate user name with 400 (the real server: 500 "data record is exist")', async () => {
    const taken = {
      name: 'alice',
      alias: 'Alice Again',
      email: 'again@example.com',
      password: 'VelaUX12345',
    };
    const result = await admin.post<{ Message: string }>('/api/v1/users', taken);
    expectError(result, 400);
    expect(result.body.Message).toBe('the user alice already exists');
  });

  it('refuses a page that is not a number', async () => {
    expectError(await admin.get('/api/v1/users?page=abc'), 400);
    expectError(await admin.get('/api/v1/projects?page=1&pageSize=many'), 400);
  });

  it('refuses a config without properties, and properties its template refuses', async () => {
    const base = { name: 'charts', alias: 'Charts', template: helmRepository };
    expectError(await admin.post('/api/v1/configs', base), 400);
    const badUrl = { ...base, properties: JSON.stringify({ url: 'not-a-url' }) };
    const refused = await admin.post<{ Message: string }>('/api/v1/configs', badUrl);
    expectError(refused, 400);
    expect(refused.body.Message).toContain('must match pattern');
    expectError(await admin.get('/api/v1/configs/charts'), 16006);
  });

  it('refuses a kubeconfig without an API server, or one that is no kubeconfig', async () => {
    for (const kubeConfig of [noServerKubeConfig, '::: not yaml', '[1, 2']) {
      expectError(await admin.post('/api/v1/clusters', { name: 'edge', kubeConfig }), 400);
    }
    expectError(await admin.get('/api/v1/clusters/edge'), 40003);
  });

  it('holds addon registry names to the name rule', async () => {
    for (const name of ['../../etc', 'a/b', 'a\u0000b', 'a\u202eb', 'x', 'with space', 'a'.repeat(32)]) {
      const result = await admin.post('/api/v1/addon_registries', {
        name,
        helm: { url: 'https://charts.example.com' },
      });
      expect([name, result.status]).toEqual([name, 400]);
    }
    const registries = await admin.get<{ registries: { name: string }[] }>('/api/v1/addon_registries');
    expect(registries.body.registries.map((registry) => registry.name)).toEqual(['KubeVela']);
    expectOk(
      await admin.post('/api/v1/addon_registries', {
        name: 'Team-1',
        helm: { url: 'https://c.example.com' },
      }),
    );
  });

  it('refuses an application bound to an unknown environment, leaving nothing behind', async () => {
    const app = {
      name: 'half-made',
      project: 'default',
      envBinding: [{ name: 'default' }, { name: 'nowhere' }],
      component: { name: 'half-made', componentType: 'webservice', properties: '{"image":"nginx"}' },
    };
    expectError(await admin.post('/api/v1/applications', app), 11002);
    expectError(await admin.get('/api/v1/applications/half-made'), 10012);
  });

  it('answers malformed JSON, a body that is too large and one shorter than it says with the error body', async () => {
    const headers = { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' };
    const answered = await sandbox.app.inject({ method: 'GET', url: '/api/v1/auth/login_type' });
    const everyAnswers = sharedHeaders(answered.headers);
    expect(everyAnswers['x-frame-options']).toBe('DENY');
    const malformed = await sandbox.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers,
      payload: '{',
    });
    expect([malformed.statusCode, malformed.json().BusinessCode]).toEqual([400, 400]);
    expect(malformed.headers).toMatchObject(everyAnswers);
    const huge = JSON.stringify({ name: 'x'.repeat(2_000_000) });
    const tooLarge = await sandbox.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers,
      payload: huge,
    });
    expect([tooLarge.statusCode, tooLarge.json().BusinessCode]).toEqual([413, 413]);
    expect(tooLarge.headers).toMatchObject(everyAnswers);
    const shortBody = await sandbox.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { ...headers, 'content-length': '5' },
      payload: '{"name":"carol"}',
    });
    expect([shortBody.statusCode, shortBody.json().BusinessCode]).toEqual([400, 400]);
    expect(shortBody.headers).toMatchObject(everyAnswers);
  });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (no client would send most of these) and reads the answer to its end. */
function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const hostOnly = 'Host: sandbox\r\nConnection: close\r\n';

/** An answer's headers that are the same on every answer: the security headers. */
function sharedHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const perAnswer = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !perAnswer.has(name)));
}

describe('requests refused before any route runs', () => {
  let sandbox: Sandbox;
  let port: number;
  let everyAnswers: Record<string, unknown>;
  beforeAll(async () => {
    sandbox = createSandbox();
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    port = (sandbox.app.server.address() as AddressInfo).port;
    const answered = await sendRaw(port, `GET /api/v1/auth/login_type HTTP/1.1\r\n${hostOnly}\r\n`);
    everyAnswers = sharedHeaders(answered.headers);
    expect(everyAnswers['content-security-policy']).toContain("default-src 'self'");
  });
  afterAll(() => sandbox.close());

  it.each([
    [
      431,
      'headers that are too large',
      `GET /api/v1/auth/login_type HTTP/1.1\r\nX-Big: ${'y'.repeat(70_000)}\r\n\r\n`,
    ],
    [400, 'a request line that is no HTTP', 'GET /api/v1 x y\r\n\r\n'],
    [400, 'a header line without a colon', 'GET /api/v1/users HTTP/1.1\r\nBad Header\r\n\r\n'],
    [
      400,
      'a Content-Length that is no number',
      'POST /api/v1/users HTTP/1.1\r\nHost: s\r\nContent-Length: x\r\n\r\n',
    ],
    [
      400,
      'both Content-Length and Transfer-Encoding',
      'POST /api/v1/users HTTP/1.1\r\nHost: s\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    [400, 'no Host header', 'GET /api/v1/auth/login_type HTTP/1.1\r\nConnection: close\r\n\r\n'],
    [400, 'an address that does not decode', `GET /api/v1/applications/%c0%ae HTTP/1.1\r\n${hostOnly}\r\n`],
    [
      414,
      'a path parameter over 100 characters',
      `GET /api/v1/applications/${'a'.repeat(101)} HTTP/1.1\r\n${hostOnly}\r\n`,
    ],
    [
      415,
      'a body type the API does not read',
      `POST /api/v1/auth/login HTTP/1.1\r\n${hostOnly}Content-Type: application/xml\r\nContent-Length: 4\r\n\r\n<a/>`,
    ],
    [404, 'an unknown address under /view', `GET /view/nothing HTTP/1.1\r\n${hostOnly}\r\n`],
    [404, 'an unknown address under /v1', `GET /v1/nothing HTTP/1.1\r\n${hostOnly}\r\n`],
  ])('answers %i with the error body and the security headers: %s', async (status, _what, request) => {
    const answer = await sendRaw(port, request);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ BusinessCode: status, Message: expect.any(String) });
    expect(answer.headers).toMatchObject(everyAnswers);
  });

  it('names what was too large', async () => {
    const request = `GET /api/v1/auth/login_type HTTP/1.1\r\nX-Big: ${'y'.repeat(70_000)}\r\n\r\n`;
    expect(JSON.parse((await sendRaw(port, request)).body)).toEqual({
      BusinessCode: 431,
      Message: 'Request Header Fields Too Large',
    });
  });
});
