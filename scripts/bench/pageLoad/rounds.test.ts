import { assignRounds, roundsUntil, type RequestKind, type TimedRequest } from './rounds';

const request = (kind: RequestKind, startMs: number, endMs?: number, respondedMs?: number): TimedRequest => ({
  kind,
  startMs,
  endMs,
  respondedMs: respondedMs ?? endMs,
});
const wave = (kind: RequestKind, count: number, startMs: number, endMs: number) =>
  Array.from({ length: count }, (_, at) => request(kind, startMs + at * 0.1, endMs + at));
const roundsOf = (requests: TimedRequest[], readyMs: number) => roundsUntil(assignRounds(requests), readyMs);

describe('network rounds', () => {
  it("count the issue's waterfall of /applications as seven rounds", () => {
    const waterfall = [
      request('document', 0, 20),
      ...wave('script', 17, 22, 200),
      ...wave('script', 27, 230, 400), // imported by the first wave
      request('data', 450, 470), // GET /api/v1/auth/user_info
      request('data', 480, 500), // GET /api/v1/plugins
      ...wave('script', 17, 520, 700), // the list's own modules
      request('data', 720, 760), // GET /api/v1/envs
      request('data', 721, 780), // GET /api/v1/applications
      request('data', 740, 790), // GET /api/v1/applications again, sent before the first answer
    ];
    expect(roundsOf(waterfall, 900)).toBe(7);
  });

  it('count a document, its module preloads at once and its data at once as three', () => {
    const planned = [
      request('document', 0, 20),
      ...wave('script', 40, 21, 150),
      request('stylesheet', 21, 60),
      ...wave('data', 4, 300, 340),
    ];
    expect(roundsOf(planned, 400)).toBe(3);
  });

  it('let a request sent before an answer arrived share its round', () => {
    const rounded = assignRounds([
      request('document', 0, 20),
      request('script', 21, 300),
      request('data', 30, 60),
    ]);
    expect(rounded.map((each) => each.round)).toEqual([1, 2, 2]);
  });

  it("let the document's own script send its reads beside the module preloads, whatever finished first", () => {
    const byDocumentScript = (startMs: number, endMs: number) => ({
      ...request('data', startMs, endMs),
      byDocumentScript: true,
    });
    const statusPage = [
      request('document', 0, 20),
      request('stylesheet', 45, 70), // a small stylesheet among the preloads, finished before the reads left
      ...wave('script', 9, 45, 190),
      byDocumentScript(75, 200), // the environment's bindings
      byDocumentScript(76, 180),
      byDocumentScript(240, 260), // the resource tree, which needs the bindings' namespace
      request('data', 300, 320), // sent by the console's modules
    ];
    const rounded = assignRounds(statusPage);
    const roundAt = (startMs: number) => rounded.find((each) => each.startMs === startMs)?.round;
    expect([75, 76, 240, 300].map(roundAt)).toEqual([2, 2, 3, 4]);
    expect(roundsUntil(rounded, 280)).toBe(3);
  });

  it('never make a request wait for an image or a font', () => {
    const withLeaves = [
      request('document', 0, 20),
      ...wave('script', 5, 21, 150),
      request('leaf', 160, 200), // a font the stylesheet asked for
      request('data', 250, 300),
    ];
    const rounded = assignRounds(withLeaves);
    expect(rounded.at(-1)?.round).toBe(3);
    expect(roundsUntil(rounded, 400)).toBe(3);
  });

  it('let a document lead to its scripts from its first bytes, as the browser reads it streaming', () => {
    const streamed = [request('document', 0, 500, 10), request('script', 15, 200)];
    expect(assignRounds(streamed).map((each) => each.round)).toEqual([1, 2]);
  });

  it('leave out what finished after the content showed, and leaves', () => {
    const requests = [
      request('document', 0, 20),
      request('script', 21, 100),
      request('data', 120, 150),
      request('leaf', 160, 170), // an icon drawn in the list
      request('data', 160), // still under way when the content showed
      request('data', 165, 400), // finished after the content showed
    ];
    const rounded = assignRounds(requests);
    expect(rounded.map((each) => each.round)).toEqual([1, 2, 3, 4, 4, 4]);
    expect(roundsUntil(rounded, 300)).toBe(3);
  });

  it('count no rounds when nothing finished', () => {
    expect(roundsOf([request('document', 0)], 50)).toBe(0);
  });
});
