import Box from '@mui/material/Box';
import { Suspense, useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { PanelBoundary } from '@src/common/kit/PanelBoundary';
import { useNarrowScreen } from '@src/common/kit/useNarrowScreen';
import { useLocation } from 'react-admin';
import { TelemetryReporter } from '../telemetry/TelemetryReporter';
import { CommandPalette } from './commandPalette/CommandPalette';
import { usePalette } from './commandPalette/usePalette';
import { ContentLoading } from './ContentLoading';
import { ErrorBoundary } from './ErrorBoundary';
import { NamedProgress } from './NamedProgress';
import { RouteAccess } from './RouteAccess';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { useLayoutMode } from './useLayoutMode';
import { useNavigation } from './navigation/useNavigation';

/**
 * default: top bar + side navigation; neat: top bar only; neat-pro: the page alone. Below the `md`
 * breakpoint the side navigation moves into the top bar's drawer in either mode.
 */
export const ConsoleLayout = ({ children }: { children: ReactNode }) => {
  const mode = useLayoutMode();
  const narrow = useNarrowScreen();
  const current = useNavigation();
  // The bars' menus come with their answers, often in the task that brings the page's data: drawn at a
  // transition's priority, they follow the page's first frame instead of holding it back (issue 35).
  // The page's access gate reads the current active menu.
  const navigation = useDeferredValue(current);
  const { pathname } = useLocation();
  const palette = usePalette();
  return (
    <NamedProgress>
      <Box
        sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}
      >
        <TelemetryReporter />
        <CommandPalette {...palette} workspaces={navigation.workspaces} />
        {mode !== 'neat-pro' && <TopBar navigation={navigation} mode={mode} onOpenPalette={palette.show} />}
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
          {mode === 'default' && !narrow && (
            <PanelBoundary name="vela.kit.panel.navigation">
              <SideNav {...navigation} />
            </PanelBoundary>
          )}
          <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<ContentLoading />}>
                <RouteAccess access={current.active?.access}>{children}</RouteAccess>
              </Suspense>
            </ErrorBoundary>
          </Box>
        </Box>
      </Box>
    </NamedProgress>
  );
};
