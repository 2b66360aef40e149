import { waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { vi } from 'vitest';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import { forgetUsageReportAttempt } from './reportUsage';
import { TELEMETRY_META } from './telemetryAddress';
import { TELEMETRY_KEY } from './telemetrySchedule';
import { TelemetryReporter } from './TelemetryReporter';

const ADDRESS = 'https://telemetry.example.com/collect';

function systemInfoProvider(enableCollection: boolean) {
  const getSystemInfo = vi.fn(
    delayed(() => ({
      platformID: 'platform-1',
      loginType: 'local',
      enableCollection,
      systemVersion: { velaVersion: 'v1.10.0', gitVersion: 'sandbox' },
    })),
  );
  return Object.assign(testDataProvider(), { getSystemInfo });
}

function nameTelemetryAddress(address: string) {
  const meta = document.createElement('meta');
  meta.name = TELEMETRY_META;
  meta.content = address;
  document.head.append(meta);
}

const fetchSpy = vi.fn(delayed(() => new Response(null, { status: 204 })));

beforeEach(() => {
  signIn();
  forgetUsageReportAttempt();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll(`meta[name="${TELEMETRY_META}"]`).forEach((meta) => meta.remove());
});

describe('the telemetry reporter', () => {
  it('sends nothing and asks nothing when the page names no telemetry address', async () => {
    const dataProvider = systemInfoProvider(true);
    renderKit(<TelemetryReporter />, { dataProvider });
    await allAnswersShown();
    expect(dataProvider.getSystemInfo).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.getItem(TELEMETRY_KEY)).toBeNull();
  });

  it('sends nothing while data collection is off', async () => {
    nameTelemetryAddress(ADDRESS);
    const dataProvider = systemInfoProvider(false);
    renderKit(<TelemetryReporter />, { dataProvider });
    await waitFor(() => expect(dataProvider.getSystemInfo).toHaveBeenCalled());
    await allAnswersShown();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends nothing when this browser reported less than 24 hours ago', async () => {
    nameTelemetryAddress(ADDRESS);
    localStorage.setItem(TELEMETRY_KEY, String(Date.now() - 60_000));
    const dataProvider = systemInfoProvider(true);
    renderKit(<TelemetryReporter />, { dataProvider });
    await allAnswersShown();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts one report without credentials to the named address when collection is on, once a page load', async () => {
    nameTelemetryAddress(ADDRESS);
    const dataProvider = systemInfoProvider(true);
    const { unmount } = renderKit(<TelemetryReporter />, { dataProvider });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [address, init] = fetchSpy.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(address)).toBe(ADDRESS);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', referrerPolicy: 'no-referrer' });
    expect(JSON.parse(String(init.body))).toMatchObject({
      platformID: 'platform-1',
      browserInfo: { language: expect.any(String), nameAndVersion: expect.any(String) },
    });
    unmount();
    localStorage.removeItem(TELEMETRY_KEY);
    renderKit(<TelemetryReporter />, { dataProvider });
    await allAnswersShown();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
