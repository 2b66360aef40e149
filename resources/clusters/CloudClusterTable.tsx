import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import { StatusChip, useSuccessNotify } from '@src/common/kit';
import type { components } from '../../contract/api';
import { useState } from 'react';
import { ListPaginationContext, Pagination, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { cloudClusterStatus } from './clusterStatus';
import { CLOUD_PAGE_SIZE, cloudClusterName, type CloudAccount } from './cloudAccount';

type CloudCluster = components['schemas']['cloudprovider.CloudCluster'];

const COLUMNS = ['name', 'status', 'apiServerURL', 'type', 'zone', 'actions'] as const;

interface Props {
  account: CloudAccount;
  onConnected: () => void;
}

/** Step two of Connect From Cloud: the account's clusters, ten a page, each with Connect. */
export const CloudClusterTable = ({ account, onConnected }: Props) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const notifySuccess = useSuccessNotify();
  const refresh = useRefresh();
  const [page, setPage] = useState(1);
  const [connecting, setConnecting] = useState<string>();
  const { provider, keys } = account;
  const { data = account.firstPage, isFetching } = useQuery({
    queryKey: ['clusters', 'cloud', provider, keys.accessKeyID, page],
    queryFn: () => dataProvider.listCloudClusters(provider, keys, { page, pageSize: CLOUD_PAGE_SIZE }),
    initialData: page === 1 ? account.firstPage : undefined,
    // The first page came with the keys' check, and the dialog is short-lived: each page is read once.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });

  const connect = async (cluster: CloudCluster) => {
    setConnecting(cluster.id);
    try {
      await dataProvider.connectCloudCluster(provider, {
        ...keys,
        clusterID: cluster.id,
        name: cloudClusterName(cluster.id),
        alias: cluster.name,
        description: '',
        icon: '',
      });
      notifySuccess('resources.clusters.notification.created');
      refresh();
      onConnected();
    } catch {
      // The API error toaster has said why; the table stays for another try.
    } finally {
      setConnecting(undefined);
    }
  };

  const pagination = {
    page,
    perPage: CLOUD_PAGE_SIZE,
    total: data.total,
    setPage,
    setPerPage: () => undefined,
    isPending: false,
    isLoading: isFetching,
    hasPreviousPage: page > 1,
    hasNextPage: page * CLOUD_PAGE_SIZE < data.total,
    resource: 'clusters',
  };

  return (
    <>
      {isFetching ? <LinearProgress /> : null}
      <Table size="small" aria-label={translate('resources.clusters.cloud.clusters')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`resources.clusters.cloud.fields.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.clusters.map((cluster) => {
            const status = cloudClusterStatus(cluster.status);
            return (
              <TableRow key={cluster.id}>
                <TableCell>{cluster.name}</TableCell>
                <TableCell>
                  <StatusChip label={status.label} tone={status.tone} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{cluster.apiServerURL}</TableCell>
                <TableCell>{cluster.type}</TableCell>
                <TableCell>{cluster.zone}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    loading={connecting === cluster.id}
                    disabled={connecting !== undefined}
                    aria-label={`${translate('resources.clusters.action.connect')} ${cluster.name}`}
                    onClick={() => connect(cluster)}
                  >
                    {translate('resources.clusters.action.connect')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {data.clusters.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('resources.clusters.cloud.empty')}
        </Typography>
      ) : (
        <ListPaginationContext.Provider value={pagination}>
          <Pagination rowsPerPageOptions={[]} />
        </ListPaginationContext.Provider>
      )}
    </>
  );
};
