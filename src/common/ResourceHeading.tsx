import Typography from '@mui/material/Typography';
import { useGetResourceLabel, useResourceContext } from 'react-admin';

/** The page title of a resource page: its translated plural name. */
export const ResourceHeading = () => {
  const resource = useResourceContext() ?? '';
  const getLabel = useGetResourceLabel();
  return (
    <Typography variant="h5" component="h1" gutterBottom>
      {getLabel(resource, 2)}
    </Typography>
  );
};
