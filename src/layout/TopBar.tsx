import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { PanelBoundary } from '@src/common/kit/PanelBoundary';
import { memo } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { CloudShellButton } from './cloudShell/CloudShellButton';
import { CommandPaletteButton } from './CommandPaletteButton';
import { LanguageSwitch } from './LanguageSwitch';
import { LayoutModeToggle } from './LayoutModeToggle';
import type { LayoutMode } from './layoutMode';
import { SettingsButton } from './SettingsButton';
import type { Navigation } from './navigation/useNavigation';
import { UserMenu } from './UserMenu';
import { WorkspaceLinks } from './WorkspaceLinks';

interface TopBarProps {
  navigation: Navigation;
  mode: LayoutMode;
  onOpenPalette: () => void;
}

/**
 * The top bar; a widget that cannot be drawn says so in its place, the others keep working. Drawn again
 * only when its navigation, mode or palette opener changed, not each time the page below renders.
 */
export const TopBar = memo(({ navigation, mode, onOpenPalette }: TopBarProps) => {
  const translate = useTranslate();
  return (
    <AppBar position="sticky" color="secondary">
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <Typography
          component={LinkBase}
          to="/applications"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2 }}
        >
          {translate('vela.appName')}
        </Typography>
        <PanelBoundary name="vela.topBar.workspaces" compact>
          <WorkspaceLinks {...navigation} />
        </PanelBoundary>
        <Box sx={{ flex: 1 }} />
        <CommandPaletteButton onClick={onOpenPalette} />
        <LayoutModeToggle mode={mode} />
        <PanelBoundary name="vela.topBar.cloudShell" compact>
          <CloudShellButton />
        </PanelBoundary>
        <SettingsButton />
        <LanguageSwitch />
        <PanelBoundary name="vela.topBar.userMenu" compact>
          <UserMenu />
        </PanelBoundary>
      </Toolbar>
    </AppBar>
  );
});
