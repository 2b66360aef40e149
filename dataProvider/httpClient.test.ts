import { clearSession } from '../authProvider/session/session';
import { ApiError } from './httpClient';
import { bcode, client, jsonResponse, signedInWatchingEvents } from './httpClientTesting';

const seen = signedInWatchingEvents();

describe('httpClient requests', () => {
  it('sends JSON with the bearer token to the same origin', async () => {
    const { http, sent } = client(() => jsonResponse({ name: 'alice' }));
    const response = await http('/api/v1/users', { method: 'POST', body: { name: 'alice' } });

    expect(response).toMatchObject({ status: 200, json: { name: 'alice' } });
    expect(sent[0]).toMatchObject({ url: '/api/v1/users', method: 'POST', body: '{"name":"alice"}' });
    expect(sent[0].headers.get('Authorization')).toBe('Bearer old-token');
    expect(sent[0].headers.get('Content-Type')).toBe('application/json');
    expect(sent[0].headers.get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header without a session, and prefixes the base URL', async () => {
    clearSession();
    const { http, sent } = client(() => jsonResponse({}), { baseUrl: 'http://vela.test' });
    await http('/api/v1/auth/login_type');
    expect(sent[0].url).toBe('http://vela.test/api/v1/auth/login_type');
    expect(sent[0].headers.has('Authorization')).toBe(false);
  });

  it('treats an empty success body as null', async () => {
    const { http } = client(() => new Response('', { status: 200 }));
    await expect(http('/api/v1/users/alice', { method: 'DELETE' })).resolves.toMatchObject({ json: null });
  });
});

describe('httpClient errors', () => {
  it('turns a VelaUX error body into an ApiError with the server message and code', async () => {
    const { http } = client(() => bcode(30001, 400, 'the project name is exist'));
    const error = await http('/api/v1/projects', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      businessCode: 30001,
      serverMessage: 'the project name is exist',
      message: 'the project name is exist',
      body: { BusinessCode: 30001, Message: 'the project name is exist' },
    });
    expect(seen.apiErrors).toEqual([
      { status: 400, businessCode: 30001, message: 'the project name is exist' },
    ]);
  });

  it('treats an error body that comes with HTTP 200 as an error', async () => {
    const { http } = client(() => bcode(50020, 200, 'CloudShell feature is not enabled'));
    await expect(http('/api/v1/cloudshell', { method: 'POST' })).rejects.toMatchObject({
      status: 200,
      businessCode: 50020,
      message: 'CloudShell feature is not enabled',
    });
  });

  it('gives non-JSON failures a stable status message', async () => {
    const { http } = client(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(http('/api/v1/users')).rejects.toMatchObject({ status: 502, message: 'HTTP 502' });
    expect(seen.apiErrors).toEqual([{ status: 502, businessCode: undefined, message: 'HTTP 502' }]);
  });

  it('reports a JSON failure without a business code by its status (record not found is 404 {})', async () => {
    const { http } = client(() => jsonResponse({}, 404));
    await expect(http('/api/v1/users/ghost')).rejects.toMatchObject({
      status: 404,
      message: 'HTTP 404',
      body: {},
    });
  });

  it('times out with an ApiError 408', async () => {
    const { http } = client(
      ({ signal }) =>
        new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
      { timeoutMs: 20 },
    );
    await expect(http('/api/v1/users')).rejects.toMatchObject({
      name: 'ApiError',
      status: 408,
      message: 'HTTP 408',
    });
  });

  it("passes the caller's abort through untouched and does not report it", async () => {
    const { http } = client(
      ({ signal }) =>
        new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    );
    const controller = new AbortController();
    const pending = http('/api/v1/users', { signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));

    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(seen.apiErrors).toEqual([]);
  });

  it('reports a connection failure as a network error', async () => {
    const { http } = client(() => Promise.reject(new TypeError('fetch failed')));
    await expect(http('/api/v1/users')).rejects.toMatchObject({ status: 0, message: 'Network error' });
  });

  it('does not report failures of silent requests', async () => {
    const { http } = client(() => bcode(14007, 401, 'The password is wrong'));
    await expect(http('/api/v1/auth/login', { method: 'POST', silent: true })).rejects.toMatchObject({
      businessCode: 14007,
    });
    expect(seen.apiErrors).toEqual([]);
  });
});
