import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LinkBase, useTranslate } from 'react-admin';
import { pageMenus } from './navigation/navigation';
import type { Navigation } from './navigation/useNavigation';

/**
 * One link per visible workspace, to its first menu the user may open; the current one stands out.
 * Stacked, one under another (in the navigation drawer), the current one is marked on its left.
 */
export const WorkspaceLinks = ({ workspaces, active, stacked }: Navigation & { stacked?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box
      component="nav"
      aria-label={translate('vela.topBar.workspaces')}
      sx={stacked ? { display: 'flex', flexDirection: 'column', py: 1 } : undefined}
    >
      {workspaces.map((workspace) => {
        const { name, label, labelKey, icon: Icon } = workspace;
        const current = active?.workspace === name;
        return (
          <Button
            key={name}
            component={LinkBase}
            to={pageMenus(workspace)[0].to}
            color="inherit"
            startIcon={<Icon />}
            aria-current={current ? 'page' : undefined}
            sx={{
              mx: 0.5,
              whiteSpace: 'nowrap',
              opacity: current ? 1 : 0.7,
              justifyContent: stacked ? 'flex-start' : undefined,
              [stacked ? 'borderLeft' : 'borderBottom']: 2,
              borderColor: current ? 'currentColor' : 'transparent',
              borderRadius: 0,
            }}
          >
            {label ?? translate(labelKey)}
          </Button>
        );
      })}
    </Box>
  );
};
