import { createServer, get, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import { operations } from '../../contract/contract';
import { buildServer } from '../app';

interface Upstream {
  server: Server;
  url: string;
  seen: { method?: string; url: string; headers: IncomingHttpHeaders }[];
  /** The streamed answer waits for this before its last chunk. */
  releaseStream: () => void;
}

function startUpstream(): Promise<Upstream> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen: Upstream['seen'] = [];
  const stream = async (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.write('first line\n');
    await released;
    response.end('last line\n');
  };
  const server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    if (request.url?.startsWith('/api/v1/stream')) return void stream(response);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ authorization: request.headers.authorization ?? null }));
  });
  const sockets = new WebSocketServer({ server, path: '/view/cloudshell/ws' });
  sockets.on('connection', (socket, request) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    socket.send('welcome');
    socket.on('message', (data) => socket.send(`echo ${String(data)}`));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, seen, releaseStream: release });
    }),
  );
}

function firstChunkOf(url: string): Promise<{ first: string; rest: Promise<string> }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.setEncoding('utf8');
      response.once('data', (first: string) => {
        const rest = new Promise<string>((done) => {
          let text = '';
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => done(text));
        });
        resolve({ first, rest });
      });
    }).on('error', reject);
  });
}

describe('proxy mode', () => {
  let upstream: Upstream;
  let proxy: FastifyInstance;
  let proxyUrl: string;
  beforeAll(async () => {
    upstream = await startUpstream();
    proxy = buildServer({ apiUrl: upstream.url });
    proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await proxy.close();
    upstream.releaseStream();
    await new Promise((resolve) => upstream.server.close(resolve));
  });

  it('passes the client’s Authorization header on exactly as sent', async () => {
    const authorization = 'Bearer eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl';
    const answer = await fetch(`${proxyUrl}/api/v1/auth/user_info`, {
      headers: { authorization, refreshtoken: 'refresh-1' },
    });
    expect(await answer.json()).toEqual({ authorization });
    const received = upstream.seen.find(({ url }) => url === '/api/v1/auth/user_info');
    expect(received?.headers).toMatchObject({ authorization, refreshtoken: 'refresh-1' });
  });

  it('carries a websocket on /view both ways, with the query and the Authorization header', async () => {
    const socket = new WebSocket(`${proxyUrl.replace('http', 'ws')}/view/cloudshell/ws?token=abc`, {
      headers: { authorization: 'Bearer abc' },
    });
    const messages: string[] = [];
    const echoed = new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('message', (data) => {
        messages.push(String(data));
        if (messages.length === 1) socket.send('ls');
        if (messages.length === 2) resolve();
      });
    });
    await echoed;
    socket.close();
    expect(messages).toEqual(['welcome', 'echo ls']);
    const upgrade = upstream.seen.find(({ url }) => url.startsWith('/view/cloudshell/ws'));
    expect(upgrade?.url).toBe('/view/cloudshell/ws?token=abc');
    expect(upgrade?.headers.authorization).toBe('Bearer abc');
  });

  it('passes an upgrade elsewhere on to the API server too, which closes it, instead of holding it open', async () => {
    const socket = new WebSocket(`${proxyUrl.replace('http', 'ws')}/api/v1/applications`);
    socket.on('error', () => undefined);
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    expect(await closed).toBeGreaterThan(1000);
  });

  it('forwards every operation of the contract, whatever its method, instead of answering it itself', async () => {
    expect(operations.length).toBeGreaterThan(190);
    for (const { method, template } of operations) {
      const path = template.replace(/\{[^}]+\}/g, 'x1');
      const answer = await proxy.inject({
        method: method as 'GET',
        url: `${path}?from=proxy`,
        headers: { authorization: 'Bearer abc' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect([method, path, answer.statusCode, answer.json()]).toEqual([
        method,
        path,
        200,
        { authorization: 'Bearer abc' },
      ]);
      expect(upstream.seen.at(-1)).toMatchObject({ method, url: `${path}?from=proxy` });
    }
  });

  it('hands on each chunk of a streamed answer as it comes, before the answer is complete', async () => {
    const { first, rest } = await firstChunkOf(`${proxyUrl}/api/v1/stream`);
    expect(first).toBe('first line\n');
    upstream.releaseStream();
    expect(await rest).toBe('last line\n');
  });
});

describe('proxy mode without its API server', () => {
  it('answers 502 in the server’s error shape, without the address it could not reach', async () => {
    const proxy = buildServer({ apiUrl: 'http://127.0.0.1:9' });
    try {
      const answer = await proxy.inject({ method: 'GET', url: '/api/v1/auth/login_type' });
      expect([answer.statusCode, answer.json()]).toEqual([
        502,
        { BusinessCode: 502, Message: 'The KubeVela API server did not answer' },
      ]);
    } finally {
      await proxy.close();
    }
  });
});
