import type { AddonStatus } from '@dataProvider/verbs/addons';
import { initialClusters, keepLocalCluster } from './addonClusters';

const status = (fields: Partial<AddonStatus>): AddonStatus => ({
  name: 'fluxcd',
  phase: 'enabled',
  args: {},
  ...fields,
});

describe('the clusters of a runtime-cluster addon', () => {
  it('cannot leave out the local cluster, and says when it was put back', () => {
    expect(keepLocalCluster(['local', 'prod'])).toEqual({
      clusters: ['local', 'prod'],
      localRestored: false,
    });
    expect(keepLocalCluster(['prod'])).toEqual({ clusters: ['prod', 'local'], localRestored: true });
    expect(keepLocalCluster([])).toEqual({ clusters: ['local'], localRestored: true });
  });

  it('start from the arguments, else from where the addon runs, else the local cluster', () => {
    expect(
      initialClusters(status({ args: { clusters: ['local', 'edge'] }, clusters: { local: {} } })),
    ).toEqual(['local', 'edge']);
    expect(initialClusters(status({ clusters: { local: {}, prod: {} } }))).toEqual(['local', 'prod']);
    expect(initialClusters(undefined)).toEqual(['local']);
  });
});
