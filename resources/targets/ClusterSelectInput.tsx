import { displayName } from '@src/common/displayName';
import type { components } from '@src/types/api';
import { SelectInput, useGetList } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { clusterRules } from './targetValidation';

type Cluster = components['schemas']['v1.ClusterBase'] & { id: string };

/** Every cluster fits one page: a platform joins tens, not thousands. */
const ALL_CLUSTERS = { page: 1, perPage: 100 };

/**
 * The cluster of a new target. Choosing one empties the namespace (it belonged to the other cluster) and
 * fills the shared variables a cloud cluster knows: its region, zone and VPC.
 */
export const ClusterSelectInput = () => {
  const { setValue } = useFormContext();
  const { data: clusters = [], isPending } = useGetList<Cluster>('clusters', { pagination: ALL_CLUSTERS });
  const chosen = (event: RaRecord | ChangeEvent<HTMLInputElement>) => {
    setValue('cluster.namespace', '');
    const name = 'target' in event ? event.target.value : event.name;
    const provider = clusters.find((cluster) => cluster.name === name)?.providerInfo;
    if (!provider?.provider) return;
    setValue('variable.region', provider.regionID ?? '', { shouldDirty: true });
    setValue('variable.zone', provider.zoneID ?? '', { shouldDirty: true });
    setValue('variable.vpcID', provider.vpcID ?? '', { shouldDirty: true });
  };
  return (
    <SelectInput
      source="cluster.clusterName"
      label="resources.targets.fields.cluster"
      choices={clusters}
      optionValue="name"
      optionText={(cluster: Cluster) => displayName(cluster)}
      validate={clusterRules}
      isPending={isPending}
      onChange={chosen}
    />
  );
};
