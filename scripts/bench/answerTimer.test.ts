import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AnswerTimer } from './answerTimer';

const big = Buffer.alloc(3 * 1024 * 1024, 'x');
const LAST_BYTE_AFTER_MS = 200;
let server: Server;
let baseUrl: string;
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers.authorization);
    if (request.url === '/big') {
      response.writeHead(200, { 'Content-Length': big.length });
      // The last byte comes later: the timer must wait for it.
      response.write(big.subarray(0, big.length - 1));
      setTimeout(() => response.end(big.subarray(big.length - 1)), LAST_BYTE_AFTER_MS);
    } else if (request.url === '/empty') {
      response.writeHead(200, { 'Content-Length': 0 }).end();
    } else {
      response.writeHead(404, { 'Content-Length': 2 }).end('no');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('AnswerTimer', () => {
  it('waits for the last byte of each answer, one after another on one connection, with the given headers', async () => {
    const timer = await AnswerTimer.open(baseUrl, { Authorization: 'Bearer t' });
    try {
      expect(await timer.time('/big')).toBeGreaterThanOrEqual(LAST_BYTE_AFTER_MS * 0.75);
      expect(await timer.time('/empty')).toBeGreaterThan(0);
      expect(await timer.time('/big')).toBeGreaterThanOrEqual(LAST_BYTE_AFTER_MS * 0.75);
      expect(seen.slice(-3)).toEqual(['Bearer t', 'Bearer t', 'Bearer t']);
    } finally {
      timer.close();
    }
  });

  it('fails on an answer other than 200', async () => {
    const timer = await AnswerTimer.open(baseUrl, {});
    try {
      await expect(timer.time('/missing')).rejects.toThrow('GET /missing answered 404');
    } finally {
      timer.close();
    }
  });
});
