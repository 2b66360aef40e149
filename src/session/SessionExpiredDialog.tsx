import { onSessionExpired } from '@authProvider/session/sessionEvents';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';

/**
 * Asks the user to sign in again once the session can no longer be renewed. The HTTP client only
 * announces an expiry away from /login, and the dialog stays up even if the console has already
 * moved to /login behind it, so the user always learns why they were signed out.
 */
export const SessionExpiredDialog = () => {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const logout = useLogout();
  useEffect(() => onSessionExpired(() => setOpen(true)), []);

  const confirm = () => {
    setOpen(false);
    void logout({}, '/login', false);
  };

  // Drawn only once the session ends: it closes by signing out, which leaves the page anyway.
  if (!open) return null;
  return (
    <Dialog open={open} aria-labelledby="session-expired-title">
      <DialogTitle id="session-expired-title">{translate('vela.session.expiredTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('vela.session.expiredText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={confirm}>
          {translate('vela.session.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
