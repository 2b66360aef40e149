import CloseIcon from '@mui/icons-material/Close';
import TerminalIcon from '@mui/icons-material/Terminal';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { VelaDataProvider } from '@dataProvider/index';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { useOpenedOnce } from '@src/common/kit/useOpenedOnce';
import { CloudShellNotEnabled } from './CloudShellNotEnabled';
import { CloudShellView } from './CloudShellView';

/** Specification: the drawer is 500 px high. */
export const CLOUD_SHELL_HEIGHT = 500;

type Shown = 'drawer' | 'prompt';

/**
 * Shown to those who may create a cloud shell. With the cloudshell addon enabled it opens the bottom
 * drawer (prepare view, then the shell); without it, the prompt that leads to the addon.
 */
export const CloudShellButton = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Shown>();
  const [checking, setChecking] = useState(false);
  const drawerDrawn = useOpenedOnce(shown === 'drawer');
  const { canAccess } = useCanAccess({ action: 'create', resource: 'cloudshell' });
  const close = useCallback(() => setShown(undefined), []);
  const showPrompt = useCallback(() => setShown('prompt'), []);
  if (!canAccess) return null;

  const open = async () => {
    setChecking(true);
    try {
      const enabled = await queryClient.fetchQuery({
        queryKey: ['addons', 'enabledNames'],
        queryFn: () => dataProvider.listEnabledAddonNames(),
        staleTime: 0,
      });
      setShown(enabled.includes('cloudshell') ? 'drawer' : 'prompt');
    } catch {
      // The list failed (and was toasted): the drawer asks the shell itself, which knows.
      setShown('drawer');
    } finally {
      setChecking(false);
    }
  };

  const label = translate('vela.topBar.cloudShell');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} disabled={checking} onClick={open}>
          <TerminalIcon />
        </IconButton>
      </Tooltip>
      {drawerDrawn && (
        <Drawer
          anchor="bottom"
          open={shown === 'drawer'}
          onClose={close}
          slotProps={{ paper: { 'aria-label': label } }}
        >
          <Box
            sx={{
              height: CLOUD_SHELL_HEIGHT,
              position: 'relative',
              bgcolor: 'grey.900',
              color: 'common.white',
            }}
          >
            {shown === 'drawer' && <CloudShellView onNotEnabled={showPrompt} />}
            <IconButton
              aria-label={translate('ra.action.close')}
              onClick={close}
              sx={{ position: 'absolute', top: 8, right: 8, color: 'inherit' }}
            >
              <CloseIcon />
            </IconButton>
          </Box>
        </Drawer>
      )}
      <CloudShellNotEnabled open={shown === 'prompt'} onClose={close} />
    </>
  );
};
