import { clearSession, setTokens } from '../authProvider/session/session';
import { onApiError, type ApiErrorEvent } from '../authProvider/session/sessionEvents';
import { TOKEN_EXPIRED } from './apiError';
import { withEarlyReads } from './earlyReads';
import type { Http, HttpRequestInit } from './httpClient';
import { bcode, jsonResponse } from './httpClientTesting';
import type { StartScriptReads } from './startScriptReads';

/** An HTTP client that records each request and answers it at once with `{ asked: path }`. */
function recordingHttp() {
  const sent: { path: string; init: HttpRequestInit }[] = [];
  const http: Http = async (path, init = {}) => {
    sent.push({ path, init });
    return { status: 200, json: { asked: path }, headers: new Headers() };
  };
  return { http, sent };
}

/** What index.html's start script leaves for the console: these answers, sent with `token`. */
function startScript(answers: Record<string, Response>, token = 'token-1'): StartScriptReads {
  const sent = Object.fromEntries(
    Object.entries(answers).map(([path, response]) => [path, Promise.resolve(response)]),
  );
  return { token, sent, followed: Promise.resolve() };
}

beforeEach(() => {
  clearSession();
  setTokens({ accessToken: 'token-1', refreshToken: 'refresh-1' });
});

describe("early reads of index.html's start script", () => {
  it('answer the first screen without asking the server again', async () => {
    const server = recordingHttp();
    const script = startScript({ '/api/v1/plugins': jsonResponse({ plugins: [{ id: 'p' }] }) });
    const reads = withEarlyReads(server.http, Date.now, script);
    expect(reads.read('/api/v1/plugins')).toBeDefined();
    const { status, json } = await reads.http('/api/v1/plugins');
    expect({ status, json }).toEqual({ status: 200, json: { plugins: [{ id: 'p' }] } });
    expect(server.sent).toEqual([]);
  });

  it('report an error answer as the request that takes it reports its own, then ask again', async () => {
    const server = recordingHttp();
    const script = startScript({ '/api/v1/applications/web': bcode(10001, 400, 'application not found') });
    const reads = withEarlyReads(server.http, Date.now, script);
    const announced: ApiErrorEvent[] = [];
    const stop = onApiError((event) => announced.push(event));
    await expect(reads.http('/api/v1/applications/web')).rejects.toMatchObject({
      status: 400,
      businessCode: 10001,
      message: 'application not found',
    });
    stop();
    expect(announced).toEqual([{ status: 400, businessCode: 10001, message: 'application not found' }]);
    expect(server.sent).toEqual([]);
    expect((await reads.http('/api/v1/applications/web')).json).toEqual({
      asked: '/api/v1/applications/web',
    });
  });

  it('take a VelaUX error body that came with HTTP 200 as an error, as the HTTP client does', async () => {
    const script = startScript({ '/api/v1/envs': bcode(500, 200, 'store down') });
    const reads = withEarlyReads(recordingHttp().http, Date.now, script);
    await expect(reads.http('/api/v1/envs', { silent: true })).rejects.toMatchObject({
      status: 200,
      message: 'store down',
    });
  });

  it('fail as the HTTP client fails when no answer came: a timeout, the network', async () => {
    const script = startScript({});
    script.sent['/api/v1/envs'] = Promise.reject(new DOMException('signal timed out', 'TimeoutError'));
    script.sent['/api/v1/plugins'] = Promise.reject(new TypeError('Failed to fetch'));
    const reads = withEarlyReads(recordingHttp().http, Date.now, script);
    await expect(reads.http('/api/v1/envs', { silent: true })).rejects.toMatchObject({ status: 408 });
    await expect(reads.http('/api/v1/plugins', { silent: true })).rejects.toMatchObject({
      status: 0,
      message: 'Network error',
    });
  });

  it('leave a refused token to the request that takes the read, which asks again itself', async () => {
    const server = recordingHttp();
    const script = startScript({
      '/api/v1/auth/user_info': bcode(TOKEN_EXPIRED, 200, 'the token is expired'),
    });
    const reads = withEarlyReads(server.http, Date.now, script);
    expect((await reads.http('/api/v1/auth/user_info')).json).toEqual({ asked: '/api/v1/auth/user_info' });
    expect(server.sent.map(({ path, init }) => [path, init.leaveSession])).toEqual([
      ['/api/v1/auth/user_info', undefined],
    ]);
  });

  it('take over the reads sent once an answer came, and nothing of another session', async () => {
    const server = recordingHttp();
    let follow: () => void = () => undefined;
    const script: StartScriptReads = {
      ...startScript({ '/api/v1/applications/web/envs': jsonResponse({ envBindings: [] }) }),
      followed: new Promise<void>((resolve) => (follow = resolve)),
    };
    const reads = withEarlyReads(server.http, Date.now, script);
    script.sent['/api/v1/query?tree'] = Promise.resolve(jsonResponse({ resources: [] }));
    follow();
    await reads.startScriptTaken;
    expect(reads.read('/api/v1/query?tree')).toBeDefined();
    expect((await reads.http('/api/v1/query?tree')).json).toEqual({ resources: [] });
    expect(server.sent).toEqual([]);

    const other = startScript({ '/api/v1/plugins': jsonResponse({ plugins: [] }) }, 'token-of-before');
    const later = withEarlyReads(server.http, Date.now, other);
    expect((await later.http('/api/v1/plugins')).json).toEqual({ asked: '/api/v1/plugins' });
  });
});
