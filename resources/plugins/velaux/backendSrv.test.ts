import { onApiError, type ApiErrorEvent } from '@authProvider/session/sessionEvents';
import { createHttpClient } from '@dataProvider/httpClient';
import { createBackendSrv } from './backendSrv';

interface Sent {
  url: string;
  method: string;
  body?: string;
}

function backendSrvAnswering(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), method: init.method ?? 'GET', body: init.body as string | undefined });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { srv: createBackendSrv(createHttpClient({ fetch: fetch as typeof globalThis.fetch })), sent };
}

const refusal = { BusinessCode: 10001, Message: 'the cluster is not exist' };

describe("@velaux/ui's getBackendSrv()", () => {
  it('sends the params of get and delete as the query, and the body of post and put', async () => {
    const { srv, sent } = backendSrvAnswering(200, { clusters: [] });
    expect(
      await srv.get('/api/v1/clusters', { params: { page: 1, query: 'a b', skipped: undefined } }),
    ).toEqual({
      clusters: [],
    });
    await srv.delete('/api/v1/clusters/x?force=1', { params: { cluster: 'local' } });
    await srv.post('/proxy/plugins/demo/items', { name: 'one' });
    await srv.put('/proxy/plugins/demo/items/one', { name: 'two' });
    expect(sent).toEqual([
      { url: '/api/v1/clusters?page=1&query=a+b', method: 'GET', body: undefined },
      { url: '/api/v1/clusters/x?force=1&cluster=local', method: 'DELETE', body: undefined },
      { url: '/proxy/plugins/demo/items', method: 'POST', body: '{"name":"one"}' },
      { url: '/proxy/plugins/demo/items/one', method: 'PUT', body: '{"name":"two"}' },
    ]);
  });

  it('hands a failure to a plugin that handles it (customError) as the server’s error body, unannounced', async () => {
    const announced: ApiErrorEvent[] = [];
    const stop = onApiError((event) => announced.push(event));
    try {
      const { srv } = backendSrvAnswering(404, refusal);
      await expect(srv.get('/api/v1/clusters/ghost', {}, true)).rejects.toEqual(refusal);
      await expect(srv.post('/api/v1/clusters', { customError: true })).rejects.toEqual(refusal);
      expect(announced).toEqual([]);
    } finally {
      stop();
    }
  });

  it('announces any other failure as the console does, and answers undefined', async () => {
    const announced: ApiErrorEvent[] = [];
    const stop = onApiError((event) => announced.push(event));
    try {
      const { srv } = backendSrvAnswering(404, refusal);
      expect(await srv.get('/api/v1/clusters/ghost')).toBeUndefined();
      expect(announced).toMatchObject([
        { status: 404, businessCode: 10001, message: 'the cluster is not exist' },
      ]);
    } finally {
      stop();
    }
  });

  it.each(['https://evil.example/api', '//evil.example/api', '/\\evil.example/api', 'api/v1/clusters'])(
    'requests no address but a path of this origin: %s',
    async (url) => {
      const { srv, sent } = backendSrvAnswering(200, {});
      await expect(srv.get(url, {}, true)).rejects.toThrow('A plugin may only request paths of this origin');
      expect(sent).toEqual([]);
    },
  );
});
