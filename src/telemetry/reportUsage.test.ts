import { vi } from 'vitest';
import { reportUsage, type UsageReportContext } from './reportUsage';
import { TELEMETRY_INTERVAL_MS, TELEMETRY_KEY } from './telemetrySchedule';
import type { SystemInfo } from './telemetryPayload';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const address = new URL('https://telemetry.example.com/collect');

const systemInfo = (enableCollection: boolean): SystemInfo => ({
  platformID: 'platform-1',
  installTime: '2026-01-01T00:00:00Z',
  loginType: 'local',
  enableCollection,
  systemVersion: { velaVersion: 'v1.10.0', gitVersion: 'sandbox' },
  statisticInfo: {
    clusterCount: '2',
    appCount: '12',
    enableAddonList: { fluxcd: 'v1.0.0' },
    componentDefinitionTopList: ['webservice'],
    traitDefinitionTopList: ['scaler'],
    workflowDefinitionTopList: ['deploy'],
    policyDefinitionTopList: ['topology'],
  },
});

function context(overrides: Partial<UsageReportContext> = {}) {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  return {
    address,
    storage,
    now: () => NOW,
    loadSystemInfo: vi.fn(async () => systemInfo(true)),
    browser: () => ({
      language: 'en-GB',
      nameAndVersion: 'Chrome 131.0',
      screenWidth: 1920,
      screenHeight: 1080,
    }),
    post: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('the usage report', () => {
  it('is never sent, nor the system info asked, when the server names no address (the default)', async () => {
    const ctx = context({ address: undefined });
    expect(await reportUsage(ctx)).toBe('skipped');
    expect(ctx.loadSystemInfo).not.toHaveBeenCalled();
    expect(ctx.post).not.toHaveBeenCalled();
  });

  it('is not sent while data collection is switched off', async () => {
    const ctx = context({ loadSystemInfo: vi.fn(async () => systemInfo(false)) });
    expect(await reportUsage(ctx)).toBe('skipped');
    expect(ctx.post).not.toHaveBeenCalled();
    expect(ctx.storage.getItem(TELEMETRY_KEY)).toBeNull();
  });

  it('sends the platform statistics and the browser, then not again within 24 hours', async () => {
    const ctx = context();
    expect(await reportUsage(ctx)).toBe('sent');
    expect(ctx.post).toHaveBeenCalledWith(address, {
      platformID: 'platform-1',
      installTime: '2026-01-01T00:00:00Z',
      version: 'v1.10.0/sandbox',
      clusterCount: '2',
      appCount: '12',
      enableAddonList: { fluxcd: 'v1.0.0' },
      componentDefinitionTopList: ['webservice'],
      traitDefinitionTopList: ['scaler'],
      workflowStepDefinitionTopList: ['deploy'],
      policyDefinitionTopList: ['topology'],
      browserInfo: {
        language: 'en-GB',
        nameAndVersion: 'Chrome 131.0',
        screenWidth: 1920,
        screenHeight: 1080,
      },
    });
    expect(ctx.storage.getItem(TELEMETRY_KEY)).toBe(String(NOW));

    const later = { ...ctx, now: () => NOW + TELEMETRY_INTERVAL_MS - 1 };
    expect(await reportUsage(later)).toBe('skipped');
    expect(ctx.post).toHaveBeenCalledTimes(1);
    expect(ctx.loadSystemInfo).toHaveBeenCalledTimes(1);

    const nextDay = { ...ctx, now: () => NOW + TELEMETRY_INTERVAL_MS };
    expect(await reportUsage(nextDay)).toBe('sent');
    expect(ctx.post).toHaveBeenCalledTimes(2);
  });

  it('counts a failed report as made, so a broken collector is not asked again that day', async () => {
    const ctx = context({ post: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await reportUsage(ctx)).toBe('sent');
    expect(await reportUsage(ctx)).toBe('skipped');
    expect(ctx.post).toHaveBeenCalledTimes(1);
  });

  it('treats an unreadable or future date as no report and as a recent one', async () => {
    const unreadable = context();
    unreadable.storage.setItem(TELEMETRY_KEY, 'true');
    expect(await reportUsage(unreadable)).toBe('sent');
    const future = context();
    future.storage.setItem(TELEMETRY_KEY, String(NOW + 1000));
    expect(await reportUsage(future)).toBe('skipped');
  });
});
