import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useGetResourceLabel, useResourceContext, useTranslate } from 'react-admin';

/** Height of a row of react-admin's small DataTable, so the table replaces the skeleton without a jump. */
const ROW_HEIGHT = 33;

/** Grey rows in the shape of the table that is loading, named "Loading <resources>" for screen readers. */
export const ListSkeleton = ({ rows = 5 }: { rows?: number }) => {
  const translate = useTranslate();
  const getLabel = useGetResourceLabel();
  const resource = useResourceContext() ?? '';
  return (
    <Box
      role="progressbar"
      aria-label={translate('vela.kit.list.loading', { name: getLabel(resource, 2) })}
      sx={{ px: 2, py: 1 }}
    >
      <Skeleton variant="text" width="60%" height={ROW_HEIGHT} />
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} variant="text" height={ROW_HEIGHT} />
      ))}
    </Box>
  );
};
