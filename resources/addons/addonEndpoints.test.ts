import type { ServiceEndpoint } from '@dataProvider/verbs/envStatus';
import { endpointAddress, publicEndpoints } from './addonEndpoints';

const endpoint = (fields: ServiceEndpoint['endpoint']): ServiceEndpoint => ({ endpoint: fields });

describe('the addon endpoints', () => {
  it('leave out ports 80 and 443 and a bare path, and prefer the application protocol', () => {
    expect(
      endpointAddress(endpoint({ protocol: 'TCP', appProtocol: 'http', host: 'ux.example', port: 80 })),
    ).toBe('http://ux.example');
    expect(endpointAddress(endpoint({ protocol: 'HTTPS', host: 'ux.example', port: 443, path: '/' }))).toBe(
      'https://ux.example',
    );
    expect(endpointAddress(endpoint({ protocol: 'HTTP', host: '10.0.0.5', port: 8000, path: '/ui' }))).toBe(
      'http://10.0.0.5:8000/ui',
    );
  });

  it('keep only the endpoints reachable from outside, each address once', () => {
    const shown = publicEndpoints([
      endpoint({ protocol: 'HTTP', host: 'velaux.vela-system', port: 8000, inner: true }),
      endpoint({ protocol: 'HTTP', host: 'ux.example', port: 80, portName: 'http' }),
      endpoint({ protocol: 'HTTP', host: 'ux.example', port: 80 }),
      endpoint({ protocol: 'HTTP', host: '47.0.0.1', port: 30080 }),
    ]);
    expect(shown).toEqual([
      { address: 'http://ux.example', portName: 'http' },
      { address: 'http://47.0.0.1:30080', portName: undefined },
    ]);
  });
});
