import HubIcon from '@mui/icons-material/Hub';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExternalLink } from '@src/common/ExternalLink';
import { StatusChip } from '@src/common/kit';
import type { components } from '../../contract/api';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ClusterActions } from './ClusterActions';
import { clusterHealth } from './clusterStatus';

type Cluster = components['schemas']['v1.ClusterBase'] & { id: string };

/** The cluster KubeVela runs on: it can be neither edited nor detached. */
export const LOCAL_CLUSTER = 'local';

interface Props {
  cluster: Cluster;
  onEdit: (name: string) => void;
}

/** One cluster: its name (a link to its dashboard when it has one), description, address and health. */
export const ClusterCard = ({ cluster, onEdit }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const title = cluster.alias || cluster.name;
  const health = clusterHealth(cluster.status);
  const local = cluster.name === LOCAL_CLUSTER;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <HubIcon color="primary" />
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {cluster.dashboardURL ? (
              <ExternalLink address={cluster.dashboardURL}>{title}</ExternalLink>
            ) : (
              title
            )}
          </Typography>
          {local ? (
            <Typography variant="caption" color="text.secondary">
              {translate('resources.clusters.local')}
            </Typography>
          ) : null}
        </Stack>
        {cluster.alias ? (
          <Typography variant="body2" color="text.secondary">
            {cluster.name}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ my: 1, overflowWrap: 'anywhere' }}>
          {cluster.description}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {cluster.apiServerURL}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <StatusChip label={health.label} tone={health.tone} />
        {local ? null : <ClusterActions cluster={cluster} onEdit={() => onEdit(cluster.name)} />}
      </CardActions>
    </Card>
  );
};
