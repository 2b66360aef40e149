import { autoRefreshOn, LOG_REFRESH_MS, logRefreshInterval, selectionKey } from './refreshRule';

describe('log auto-refresh', () => {
  const web = selectionKey('web-5d8f9', 'web');

  it('is on by default', () => {
    expect(autoRefreshOn(undefined, web)).toBe(true);
  });

  it("keeps the user's choice for the same pod and container", () => {
    expect(autoRefreshOn({ source: web, on: false }, web)).toBe(false);
  });

  it('is on again for another pod or another container', () => {
    expect(autoRefreshOn({ source: web, on: false }, selectionKey('web-7c2a1', 'web'))).toBe(true);
    expect(autoRefreshOn({ source: web, on: false }, selectionKey('web-5d8f9', 'sidecar'))).toBe(true);
  });

  it('reloads every 5 seconds while on, never while off', () => {
    expect(LOG_REFRESH_MS).toBe(5000);
    expect(logRefreshInterval(true)).toBe(5000);
    expect(logRefreshInterval(false)).toBe(false);
  });
});
