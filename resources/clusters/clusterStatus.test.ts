import { cloudClusterStatus, clusterHealth } from './clusterStatus';

describe('clusterHealth', () => {
  it('shows Healthy green and Unhealthy red, in words of the catalog', () => {
    expect(clusterHealth('Healthy')).toEqual({
      label: 'resources.clusters.status.Healthy',
      tone: 'succeeded',
    });
    expect(clusterHealth('Unhealthy')).toEqual({
      label: 'resources.clusters.status.Unhealthy',
      tone: 'failed',
    });
  });

  it('shows any other status as sent, in grey', () => {
    expect(clusterHealth('Joining')).toEqual({ label: 'Joining', tone: 'neutral' });
    expect(clusterHealth(undefined)).toEqual({ label: '', tone: 'neutral' });
    expect(clusterHealth('constructor')).toEqual({ label: 'constructor', tone: 'neutral' });
  });
});

describe('cloudClusterStatus', () => {
  it.each([
    ['running', 'succeeded'],
    ['initial', 'running'],
    ['scaling', 'running'],
    ['failed', 'failed'],
    ['updating_failed', 'failed'],
    ['delete_failed', 'failed'],
    ['stopped', 'neutral'],
    ['deleted', 'neutral'],
  ])('gives %s the %s colour and a translated label', (status, tone) => {
    expect(cloudClusterStatus(status)).toEqual({ label: `resources.clusters.cloud.status.${status}`, tone });
  });

  it('shows an unknown state as sent', () => {
    expect(cloudClusterStatus('upgrading')).toEqual({ label: 'upgrading', tone: 'neutral' });
  });
});
