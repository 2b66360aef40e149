import { cloudClusterName } from './cloudAccount';

describe('cloudClusterName', () => {
  it('is the first 16 characters of the cloud cluster ID', () => {
    expect(cloudClusterName('c0123456789abcdef0123456789abcdef')).toBe('c0123456789abcde');
    expect(cloudClusterName('short')).toBe('short');
  });
});
