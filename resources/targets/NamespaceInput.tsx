import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import { useState } from 'react';
import { SelectInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { NewNamespaceDialog } from './NewNamespaceDialog';
import { namespaceRules } from './targetValidation';

/** The namespaces of the chosen cluster that no target holds yet. */
function useFreeNamespaces(cluster: string) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const {
    data = [],
    isFetching,
    refetch,
  } = useQuery({
    queryKey: ['clusters', cluster, 'namespaces'],
    queryFn: () => dataProvider.listClusterNamespaces(cluster),
    enabled: cluster !== '',
  });
  const choices = data.filter((namespace) => !namespace.target).map(({ name }) => ({ id: name, name }));
  return { choices, isFetching, refetch };
}

/** The namespace of a new target: one of the cluster's free namespaces, or a new one made there. */
export const NamespaceInput = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue } = useFormContext();
  const cluster = String(useWatch({ name: 'cluster.clusterName' }) ?? '');
  const { choices, isFetching, refetch } = useFreeNamespaces(cluster);
  const [creating, setCreating] = useState(false);

  const openNew = () => {
    if (cluster) setCreating(true);
    else notify('resources.targets.validation.clusterFirst', { type: 'warning' });
  };
  const created = async (namespace: string) => {
    setCreating(false);
    await refetch();
    setValue('cluster.namespace', namespace, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <SelectInput
        source="cluster.namespace"
        label="resources.targets.fields.namespace"
        choices={choices}
        validate={namespaceRules}
        isPending={isFetching && choices.length === 0}
        sx={{ flex: 1 }}
      />
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={openNew}
        aria-label={translate('resources.targets.title.newNamespace')}
        sx={{ mt: 1, whiteSpace: 'nowrap' }}
      >
        {translate('resources.targets.action.newNamespace')}
      </Button>
      {creating ? (
        <NewNamespaceDialog cluster={cluster} onClose={() => setCreating(false)} onCreated={created} />
      ) : null}
    </Stack>
  );
};
