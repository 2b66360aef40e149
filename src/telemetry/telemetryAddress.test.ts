import { telemetryAddress } from './telemetryAddress';

describe('the telemetry address', () => {
  const page = (content?: string) => ({
    querySelector: () => (content === undefined ? null : ({ content } as never)),
  });

  it('is the http(s) address the server put in the page, or none', () => {
    expect(telemetryAddress(page('https://telemetry.example.com/c'))?.href).toBe(
      'https://telemetry.example.com/c',
    );
    expect(telemetryAddress(page())).toBeUndefined();
    expect(telemetryAddress(page('javascript:alert(1)'))).toBeUndefined();
    expect(telemetryAddress(page(''))).toBeUndefined();
  });
});
