import { bannerTone, endpointAddress, mayRecycle } from './envStatusRules';

describe('the status banner of an environment', () => {
  it.each([
    ['running', 'success'],
    ['workflowFinished', 'success'],
    ['unhealthy', 'error'],
    ['runningWorkflow', 'warning'],
    ['workflowTerminated', 'warning'],
    ['deleting', 'warning'],
    [undefined, 'notice'],
  ])('shows %s as %s', (status, tone) => {
    expect(bannerTone(status)).toBe(tone);
  });

  it('offers Recycle for a deployed application that is not being deleted', () => {
    expect(mayRecycle('running')).toBe(true);
    expect(mayRecycle('workflowFailed')).toBe(true);
    expect(mayRecycle('deleting')).toBe(false);
    expect(mayRecycle(undefined)).toBe(false);
  });
});

describe("an endpoint's address", () => {
  const at = (endpoint: object) => endpointAddress({ endpoint });

  it('leaves out the default port of its protocol and a bare path', () => {
    expect(at({ protocol: 'TCP', appProtocol: 'http', host: 'shop.example.com', port: 80, path: '/' })).toBe(
      'http://shop.example.com',
    );
    expect(at({ protocol: 'TCP', appProtocol: 'https', host: 'a.b', port: 443 })).toBe('https://a.b');
  });

  it('keeps another port and a path', () => {
    expect(at({ protocol: 'HTTP', host: '10.0.0.7', port: 8080, path: '/api' })).toBe(
      'http://10.0.0.7:8080/api',
    );
  });

  it('writes a non-web protocol in lower case, so it is shown as text rather than linked', () => {
    expect(at({ protocol: 'TCP', host: 'db.ns', port: 3306 })).toBe('tcp://db.ns:3306');
  });
});
