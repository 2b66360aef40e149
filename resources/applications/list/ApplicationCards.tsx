import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Starred } from '@src/common/kit';
import { useGetResourceLabel, useListContext, useTranslate } from 'react-admin';
import type { Application } from '../shared/application';
import { ApplicationCard } from './ApplicationCard';

/** The card view: the page of applications as a grid, four to a row on wide screens. */
export const ApplicationCards = ({
  onEdit,
  starred,
}: {
  onEdit: (name: string) => void;
  starred: Starred;
}) => {
  const { data } = useListContext<Application>();
  const translate = useTranslate();
  const getLabel = useGetResourceLabel();
  if (!data?.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {translate('ra.navigation.no_results', { name: getLabel('applications', 2) })}
      </Typography>
    );
  }
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      {data.map((app) => (
        <Grid key={app.id} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
          <ApplicationCard app={app} onEdit={onEdit} starred={starred} />
        </Grid>
      ))}
    </Grid>
  );
};
