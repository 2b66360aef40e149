import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import type { DeclaredWidgetProps } from '@src/common/kit/declared/declaredWidgets';
import { useEffect, useRef, useState } from 'react';
import { SelectInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { NewNamespaceDialog } from './NewNamespaceDialog';

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

/** Empties the namespace when the cluster changes: it belonged to the other cluster. */
function useClearedWithCluster(source: string, cluster: string) {
  const { setValue } = useFormContext();
  const previous = useRef(cluster);
  useEffect(() => {
    if (previous.current !== cluster) setValue(source, '');
    previous.current = cluster;
  }, [cluster, setValue, source]);
}

/**
 * The namespace of a new target (the declared field `widget: 'targetNamespace'`): one of the cluster's
 * free namespaces, or a new one made there.
 */
export const NamespaceInput = ({ field, label, validate }: DeclaredWidgetProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue } = useFormContext();
  const cluster = String(useWatch({ name: 'cluster.clusterName' }) ?? '');
  useClearedWithCluster(field.jsonKey, cluster);
  const { choices, isFetching, refetch } = useFreeNamespaces(cluster);
  const [creating, setCreating] = useState(false);

  const openNew = () => {
    if (cluster) setCreating(true);
    else notify('resources.targets.validation.clusterFirst', { type: 'warning' });
  };
  const created = async (namespace: string) => {
    setCreating(false);
    await refetch();
    setValue(field.jsonKey, namespace, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <SelectInput
        source={field.jsonKey}
        label={label}
        choices={choices}
        validate={validate}
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
