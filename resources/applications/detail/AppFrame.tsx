import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PanelBoundary } from '@src/common/kit';
import { useParams } from 'react-admin';
import { AppBreadcrumb } from './AppBreadcrumb';
import { AppHeader } from './AppHeader';
import { appLocation } from '../shared/appPages';
import { AppSideMenu } from './AppSideMenu';
import { AppStatistics } from './AppStatistics';
import { EnvTabs } from './EnvTabs';
import { useResetApplication } from './useResetApplication';

const PANEL = 'resources.appDetail.panel';

/**
 * Around every page of an application: breadcrumb, header and statistics cards, environment tabs, side
 * menu. Each is a panel of its own: one that cannot be drawn says so with Retry, the rest keep working.
 */
export const AppFrame = ({ children }: { children: ReactNode }) => {
  const { '*': subPath = '' } = useParams<{ '*': string }>();
  const location = appLocation(subPath);
  const reset = useResetApplication();
  return (
    <>
      <PanelBoundary name="resources.appDetail.breadcrumb" onRetry={reset}>
        <AppBreadcrumb location={location} />
      </PanelBoundary>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 2 }}>
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <PanelBoundary name={`${PANEL}.header`} onRetry={reset}>
            <AppHeader />
          </PanelBoundary>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PanelBoundary name={`${PANEL}.statistics`} onRetry={reset}>
            <AppStatistics />
          </PanelBoundary>
        </Box>
      </Stack>
      <PanelBoundary name={`${PANEL}.envTabs`} onRetry={reset}>
        <EnvTabs current={location.env} />
      </PanelBoundary>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <PanelBoundary name={`${PANEL}.sideMenu`}>
          <AppSideMenu location={location} />
        </PanelBoundary>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PanelBoundary name={`${PANEL}.page`} onRetry={reset} resetKey={subPath}>
            {children}
          </PanelBoundary>
        </Box>
      </Stack>
    </>
  );
};
