import EditIcon from '@mui/icons-material/Edit';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmButton } from '@src/common/kit';
import type { components } from '../../contract/api';
import { CanAccess, useDelete, useTranslate } from 'react-admin';

type Cluster = components['schemas']['v1.ClusterBase'] & { id: string };

interface Props {
  cluster: Cluster;
  onEdit: () => void;
}

/** Edit and Detach of a joined cluster, each shown only to who may do it on this cluster. */
export const ClusterActions = ({ cluster, onEdit }: Props) => {
  const translate = useTranslate();
  const [deleteOne] = useDelete(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const resource = `cluster:${cluster.name}`;
  return (
    <Stack direction="row" spacing={1}>
      <CanAccess action="update" resource={resource}>
        <Button
          size="small"
          startIcon={<EditIcon />}
          onClick={onEdit}
          aria-label={`${translate('resources.clusters.action.edit')} ${cluster.name}`}
        >
          {translate('resources.clusters.action.edit')}
        </Button>
      </CanAccess>
      <ConfirmButton
        label="resources.clusters.action.detach"
        icon={<LinkOffIcon />}
        ariaLabel={`${translate('resources.clusters.action.detach')} ${cluster.name}`}
        access={{ action: 'delete', resource }}
        successMessage="resources.clusters.notification.deleted"
        onConfirm={() => deleteOne('clusters', { id: cluster.id, previousData: cluster })}
      />
    </Stack>
  );
};
