import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';

/** The breadcrumb, header, statistics and tabs in grey while the application loads. */
export const AppDetailSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-label={translate('vela.page.loading')}>
      <Skeleton variant="text" width={320} height={24} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 2 }}>
        <Skeleton variant="rounded" height={140} sx={{ flex: 2 }} />
        <Skeleton variant="rounded" height={140} sx={{ flex: 1 }} />
      </Stack>
      <Skeleton variant="rounded" width={480} height={48} />
    </Box>
  );
};
