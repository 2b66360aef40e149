import type { ExportColumn } from '@src/common/kit';
import type { components } from '../../contract/api';
import { clusterHealth } from './clusterStatus';

type Cluster = components['schemas']['v1.ClusterBase'] & { id: string };

/** What a cluster's card shows, for the Export: never its kubeconfig. */
export const clusterColumns: ExportColumn<Cluster>[] = [
  { source: 'name' },
  { source: 'alias' },
  { source: 'description' },
  { source: 'apiServerURL' },
  { source: 'dashboardURL' },
  {
    source: 'status',
    value: (cluster, translate) => {
      const { label } = clusterHealth(cluster.status);
      return translate(label, { _: label });
    },
  },
];
