import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { PanelBoundary } from '@src/common/kit/PanelBoundary';
import { useTranslate } from 'react-admin';
import type { LayoutMode } from './layoutMode';
import type { Navigation } from './navigation/useNavigation';
import { SideNav } from './SideNav';
import { TopBarTools } from './TopBarTools';
import { WorkspaceLinks } from './WorkspaceLinks';

const WIDTH = 280;

interface NavDrawerProps {
  navigation: Navigation;
  mode: LayoutMode;
  open: boolean;
  onClose: () => void;
}

/**
 * Below the `md` breakpoint the workspaces, the side navigation and the top bar's tools leave the
 * page for this drawer, so that the page keeps the whole width of a phone.
 */
export const NavDrawer = ({ navigation, mode, open, onClose }: NavDrawerProps) => {
  const translate = useTranslate();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': translate('vela.topBar.navigation'), sx: { width: WIDTH } } }}
    >
      <PanelBoundary name="vela.topBar.workspaces" compact>
        <WorkspaceLinks {...navigation} stacked />
      </PanelBoundary>
      <Divider />
      <PanelBoundary name="vela.kit.panel.navigation">
        <SideNav {...navigation} fullWidth />
      </PanelBoundary>
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 1 }}>
        <TopBarTools mode={mode} />
      </Box>
    </Drawer>
  );
};
