import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { VelaDataProvider } from '@dataProvider/index';
import { ERROR_SHOWN_BY_PAGE, errorText, useSuccessNotify } from '@src/common/kit';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';

interface Props {
  cluster: string;
  onClose: () => void;
  onCreated: (namespace: string) => void;
}

/**
 * Creates a namespace in the chosen cluster. Not a <form>: it opens from inside the target form, and a
 * nested form would submit that one too.
 */
export const NewNamespaceDialog = ({ cluster, onClose, onCreated }: Props) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const notifySuccess = useSuccessNotify();
  const titleId = useId();
  const [namespace, setNamespace] = useState('');
  const [missing, setMissing] = useState(false);
  const [creating, setCreating] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();

  const create = async () => {
    const name = namespace.trim();
    setMissing(!name);
    if (!name || creating) return;
    setCreating(true);
    setRefusal(undefined);
    try {
      await dataProvider.createClusterNamespace(cluster, name, ERROR_SHOWN_BY_PAGE);
      notifySuccess('resources.targets.notification.namespaceCreated');
      onCreated(name);
    } catch (error) {
      setRefusal(error);
    } finally {
      setCreating(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('resources.targets.title.newNamespace')}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          required
          label={translate('resources.targets.newNamespace.name')}
          placeholder={translate('resources.targets.newNamespace.placeholder')}
          value={namespace}
          error={missing}
          helperText={missing ? translate('resources.targets.validation.newNamespace') : ' '}
          onChange={(event) => setNamespace(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void create();
          }}
        />
        {refusal ? <Alert severity="error">{errorText(refusal, translate)}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('vela.kit.form.cancel')}</Button>
        <Button variant="contained" loading={creating} onClick={() => void create()}>
          {translate('resources.targets.action.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
