import CloseIcon from '@mui/icons-material/Close';
import TerminalIcon from '@mui/icons-material/Terminal';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { ComingSoon } from '../common/ComingSoon';

const DRAWER_HEIGHT = 500;

/** Shown to those who may create a cloud shell; opens the bottom drawer the shell will live in. */
export const CloudShellButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ action: 'create', resource: 'cloudshell' });
  if (!canAccess) return null;
  const label = translate('vela.topBar.cloudShell');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
          <TerminalIcon />
        </IconButton>
      </Tooltip>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': label } }}
      >
        <Box sx={{ height: DRAWER_HEIGHT, p: 3, position: 'relative' }}>
          <IconButton
            aria-label={translate('ra.action.close')}
            onClick={() => setOpen(false)}
            sx={{ position: 'absolute', top: 8, right: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <ComingSoon title={label} />
        </Box>
      </Drawer>
    </>
  );
};
