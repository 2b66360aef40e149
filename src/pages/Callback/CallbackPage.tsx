import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLogout, useTranslate } from 'react-admin';
import { useCodeExchange } from './useCodeExchange';

/** Where dex sends the browser back after single sign-on (`/callback?code=…`). */
export const CallbackPage = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const failure = useCodeExchange();

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress aria-label={translate('vela.callback.signingIn')} />
      <Dialog open={failure !== undefined} aria-labelledby="dex-error-title">
        <DialogTitle id="dex-error-title">{translate('vela.callback.dexError')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{failure}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => void logout({}, '/login', false)}>
            {translate('vela.callback.retry')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};

CallbackPage.path = '/callback';
