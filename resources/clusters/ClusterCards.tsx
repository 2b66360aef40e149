import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { components } from '../../contract/api';
import { useGetResourceLabel, useListContext, useTranslate } from 'react-admin';
import { ClusterCard } from './ClusterCard';

type Cluster = components['schemas']['v1.ClusterBase'] & { id: string };

/** The page of clusters as a grid of cards, four to a row on wide screens. */
export const ClusterCards = ({ onEdit }: { onEdit: (name: string) => void }) => {
  const { data } = useListContext<Cluster>();
  const translate = useTranslate();
  const getLabel = useGetResourceLabel();
  if (!data?.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {translate('ra.navigation.no_results', { name: getLabel('clusters', 2) })}
      </Typography>
    );
  }
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      {data.map((cluster) => (
        <Grid key={cluster.id} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
          <ClusterCard cluster={cluster} onEdit={onEdit} />
        </Grid>
      ))}
    </Grid>
  );
};
