import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useParams } from 'react-admin';
import { AppBreadcrumb } from './AppBreadcrumb';
import { AppHeader } from './AppHeader';
import { appLocation } from './appPages';
import { AppSideMenu } from './AppSideMenu';
import { AppStatistics } from './AppStatistics';
import { EnvTabs } from './EnvTabs';

/** Around every page of an application: breadcrumb, header and statistics cards, environment tabs, side menu. */
export const AppFrame = ({ children }: { children: ReactNode }) => {
  const { '*': subPath = '' } = useParams<{ '*': string }>();
  const location = appLocation(subPath);
  return (
    <>
      <AppBreadcrumb location={location} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 2 }}>
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <AppHeader />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <AppStatistics />
        </Box>
      </Stack>
      <EnvTabs current={location.env} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <AppSideMenu location={location} />
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Stack>
    </>
  );
};
