import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { Translate } from '../../i18n';

export function ConfirmDialog(props: {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  t: Translate;
}) {
  const { open, message, onConfirm, onCancel, t } = props;
  return (
    <Dialog open={open} onClose={onCancel}>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button onClick={onConfirm} variant="contained">
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
