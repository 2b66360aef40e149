import { clearSession, setTokens } from '../authProvider/session/session';
import { onApiError, type ApiErrorEvent } from '../authProvider/session/sessionEvents';
import { EARLY_READ_KEEP_MS, withEarlyReads } from './earlyReads';
import { ApiError, type Http, type HttpRequestInit } from './httpClient';

interface Sent {
  path: string;
  init: HttpRequestInit;
  answer: (json: unknown) => void;
  fail: (error: unknown) => void;
}

/** An HTTP client that records each request and answers it when the test says so. */
function pendingHttp() {
  const sent: Sent[] = [];
  const http: Http = (path, init = {}) =>
    new Promise((resolve, reject) => {
      sent.push({
        path,
        init,
        answer: (json) => resolve({ status: 200, json, headers: new Headers() }),
        fail: reject,
      });
    });
  return { http, sent };
}

let clock = 0;
const now = () => clock;

beforeEach(() => {
  clock = 1_000;
  clearSession();
  setTokens({ accessToken: 'token-1', refreshToken: 'refresh-1' });
});

describe('early reads', () => {
  it('answers the same GET from the read started early, asking the server once', async () => {
    const server = pendingHttp();
    const reads = withEarlyReads(server.http, now);
    reads.read('/api/v1/plugins');
    const first = reads.http('/api/v1/plugins', { silent: true });
    const second = reads.http('/api/v1/plugins');
    server.sent[0].answer(['p']);
    expect((await first).json).toEqual(['p']);
    expect((await second).json).toEqual(['p']);
    expect(server.sent.map(({ path }) => path)).toEqual(['/api/v1/plugins']);
    expect(server.sent[0].init.silent).toBe(true);
  });

  it('asks again once the early answer is older than the first screen', async () => {
    const server = pendingHttp();
    const reads = withEarlyReads(server.http, now);
    reads.read('/api/v1/applications');
    server.sent[0].answer([]);
    await reads.http('/api/v1/applications');
    clock += EARLY_READ_KEEP_MS + 1;
    void reads.http('/api/v1/applications');
    expect(server.sent).toHaveLength(2);
  });

  it('gives an answer that is in at once, standing only for that moment, and nothing for a failure', async () => {
    const server = pendingHttp();
    const reads = withEarlyReads(server.http, now);
    reads.read('/api/v1/applications');
    reads.read('/api/v1/envs');
    expect(reads.answeredNow('/api/v1/applications')).toBeUndefined();
    server.sent[0].answer(['web']);
    server.sent[1].fail(new ApiError('Network error', 0, null));
    await vi.waitFor(() => expect(reads.answeredNow('/api/v1/applications')?.json).toEqual(['web']));
    expect(reads.answeredNow('/api/v1/envs')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    void reads.http('/api/v1/applications');
    expect(server.sent.map(({ path }) => path)).toEqual([
      '/api/v1/applications',
      '/api/v1/envs',
      '/api/v1/applications',
    ]);
  });

  it('asks again for a request of a later moment, as a Retry is, even while the answer is fresh', async () => {
    const server = pendingHttp();
    const reads = withEarlyReads(server.http, now);
    reads.read('/api/v1/applications');
    server.sent[0].answer(['malformed']);
    await Promise.all([reads.http('/api/v1/applications'), reads.http('/api/v1/applications')]);
    expect(server.sent).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    void reads.http('/api/v1/applications');
    expect(server.sent).toHaveLength(2);
  });

  it('asks again after any write, so a change is never answered from before it', async () => {
    const server = pendingHttp();
    const reads = withEarlyReads(server.http, now);
    reads.read('/api/v1/applications');
    server.sent[0].answer([]);
    void reads.http('/api/v1/applications', { method: 'POST', body: { name: 'a' } });
    void reads.http('/api/v1/applications');
    expect(server.sent.map(({ path, init }) => `${init.method ?? 'GET'} ${path}`)).toEqual([
      'GET /api/v1/applications',
      'POST /api/v1/applications',
      'GET /api/v1/applications',
    ]);
  });

  it('hands a failed early read to the first request that takes it, reported as that request wants', async () => {
    const server = pendingHttp();
    const reads = withEarlyReads(server.http, now);
    const announced: ApiErrorEvent[] = [];
    const stop = onApiError((event) => announced.push(event));
    reads.read('/api/v1/envs');
    server.sent[0].fail(new ApiError('Network error', 0, null));
    await expect(reads.http('/api/v1/envs')).rejects.toThrow('Network error');
    expect(announced).toEqual([{ status: 0, businessCode: undefined, message: 'Network error' }]);
    const next = reads.http('/api/v1/envs', { silent: true });
    expect(server.sent).toHaveLength(2);
    server.sent[1].answer(['default']);
    expect((await next).json).toEqual(['default']);
    stop();
    expect(server.sent[0].init.silent).toBe(true);
  });

  it('leaves a refused token to the request that takes the read, which renews the session itself', async () => {
    const server = pendingHttp();
    const reads = withEarlyReads(server.http, now);
    reads.read('/api/v1/auth/user_info');
    expect(server.sent[0].init.leaveSession).toBe(true);
    server.sent[0].fail(new ApiError('the token is expired', 401, null, 12002));
    const check = reads.http('/api/v1/auth/user_info');
    await vi.waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1].init.leaveSession).toBeUndefined();
    server.sent[1].answer({ name: 'admin' });
    expect((await check).json).toEqual({ name: 'admin' });
  });

  it('does not answer another session, nor read anything signed out', async () => {
    const server = pendingHttp();
    const reads = withEarlyReads(server.http, now);
    reads.read('/api/v1/applications');
    setTokens({ accessToken: 'token-2', refreshToken: 'refresh-2' });
    void reads.http('/api/v1/applications');
    clearSession();
    reads.read('/api/v1/pipelines');
    expect(server.sent.map(({ path }) => path)).toEqual(['/api/v1/applications', '/api/v1/applications']);
  });

  it('leaves the early read running when a page that took it goes away', async () => {
    const server = pendingHttp();
    const reads = withEarlyReads(server.http, now);
    reads.read('/api/v1/pipelines');
    const leaving = new AbortController();
    const left = reads.http('/api/v1/pipelines', { signal: leaving.signal });
    leaving.abort(new DOMException('left', 'AbortError'));
    await expect(left).rejects.toThrow('left');
    const next = reads.http('/api/v1/pipelines');
    server.sent[0].answer(['p']);
    expect((await next).json).toEqual(['p']);
    expect(server.sent).toHaveLength(1);
  });
});
