import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';

/** The project's heading and tabs in grey while the project loads, so nothing jumps when it arrives. */
export const ProjectDetailSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-label={translate('vela.page.loading')}>
      <Skeleton variant="text" width={240} height={32} />
      <Skeleton variant="rounded" width={480} height={48} sx={{ mb: 2 }} />
    </Box>
  );
};
