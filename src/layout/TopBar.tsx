import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { PanelBoundary } from '@src/common/kit/PanelBoundary';
import { useNarrowScreen } from '@src/common/kit/useNarrowScreen';
import { memo, useState } from 'react';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { CommandPaletteButton } from './CommandPaletteButton';
import type { LayoutMode } from './layoutMode';
import { NavDrawer } from './NavDrawer';
import type { Navigation } from './navigation/useNavigation';
import { TopBarTools } from './TopBarTools';
import { UserMenu } from './UserMenu';
import { WorkspaceLinks } from './WorkspaceLinks';

interface TopBarProps {
  navigation: Navigation;
  mode: LayoutMode;
  onOpenPalette: () => void;
}

/**
 * The top bar; a widget that cannot be drawn says so in its place, the others keep working. On a
 * narrow screen a menu button opens the navigation drawer, which holds the workspaces and tools. Drawn
 * again only when its navigation, mode or palette opener changed, not each time the page below renders.
 */
export const TopBar = memo(({ navigation, mode, onOpenPalette }: TopBarProps) => {
  const translate = useTranslate();
  const narrow = useNarrowScreen();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: following one of its links closes it.
  const [drawerPath, setDrawerPath] = useState<string>();
  return (
    <AppBar position="sticky" color="secondary">
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        {narrow && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={translate('vela.topBar.openNavigation')}
            onClick={() => setDrawerPath(pathname)}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={LinkBase}
          to="/applications"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: narrow ? 0 : 2 }}
        >
          {translate('vela.appName')}
        </Typography>
        {!narrow && (
          <PanelBoundary name="vela.topBar.workspaces" compact>
            <WorkspaceLinks {...navigation} />
          </PanelBoundary>
        )}
        <Box sx={{ flex: 1 }} />
        <CommandPaletteButton onClick={onOpenPalette} />
        {!narrow && <TopBarTools mode={mode} />}
        <PanelBoundary name="vela.topBar.userMenu" compact>
          <UserMenu />
        </PanelBoundary>
      </Toolbar>
      {narrow && (
        <NavDrawer
          navigation={navigation}
          mode={mode}
          open={drawerPath === pathname}
          onClose={() => setDrawerPath(undefined)}
        />
      )}
    </AppBar>
  );
});
