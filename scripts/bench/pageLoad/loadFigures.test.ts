import { loadFigures, type NetworkRequest } from './loadFigures';

const base = 'http://127.0.0.1:8000';
const request = (
  method: string,
  path: string,
  kind: NetworkRequest['kind'],
  startMs: number,
  endMs?: number,
  bytes = 0,
): NetworkRequest => ({
  method,
  url: `${base}${path}`,
  kind,
  startMs,
  endMs,
  respondedMs: endMs,
  failed: false,
  transferBytes: bytes + 300,
  decodedBytes: bytes,
});
const mainThread = { scriptMs: 800, taskMs: 1200 };

describe('the figures of one load', () => {
  const network = [
    request('GET', '/applications', 'document', 0, 10, 2000),
    request('GET', '/assets/index.js', 'script', 12, 80, 400_000),
    request('GET', '/assets/list.js', 'script', 12, 700, 50_000), // arrived after the content showed
    request('GET', '/api/v1/applications', 'data', 100, 150),
    request('GET', '/api/v1/applications?project=a', 'data', 100, 150),
    request('POST', '/api/v1/applications', 'data', 160, 170),
    request('GET', '/api/v1/applications', 'data', 155, 190),
    request('GET', '/assets/later.js', 'script', 600, 650, 9000), // sent after the content showed
  ];
  const { figures, waterfall } = loadFigures(network, 500, mainThread, base);

  it('count the requests sent before the content showed', () => {
    expect(figures.requests).toBe(7);
    expect(waterfall.map((row) => row.url)).not.toContain(`${base}/assets/later.js`);
  });

  it('count the JavaScript that arrived before the content showed, on the wire and decoded', () => {
    expect(figures.jsDecodedBytes).toBe(400_000);
    expect(figures.jsTransferBytes).toBe(400_300);
  });

  it('name an address asked twice with the same method, and not one asked with another method or query', () => {
    expect(figures.askedTwice).toEqual(['GET /api/v1/applications']);
  });

  it('carry the time to content, the rounds and the main thread time', () => {
    expect(figures).toMatchObject({ timeToContentMs: 500, rounds: 4, scriptMs: 800, taskMs: 1200 });
  });
});
