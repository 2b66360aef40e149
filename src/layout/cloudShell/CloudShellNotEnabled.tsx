import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useOpenedOnce } from '@src/common/kit/useOpenedOnce';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** The prompt when the cloudshell addon is off: Go to enable leads to the addon's page. */
export const CloudShellNotEnabled = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const drawn = useOpenedOnce(open);
  if (!drawn) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="cloud-shell-off"
      aria-describedby="cloud-shell-off-text"
    >
      <DialogTitle id="cloud-shell-off">{translate('vela.cloudShell.notEnabledTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cloud-shell-off-text">
          {translate('vela.cloudShell.notEnabled')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            navigate('/addons/cloudshell');
          }}
        >
          {translate('vela.cloudShell.goToEnable')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
