import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { LinkBase, useTranslate } from 'react-admin';

interface Props {
  /** The name of the config just created; no dialog without one. */
  config?: string;
  onClose: () => void;
}

/**
 * After an image registry, helm repository or TLS certificate config is created: it must still be
 * distributed to clusters, which happens on a project's summary page.
 */
export const DistributePrompt = ({ config, onClose }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={!!config} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{translate('resources.configs.distribute.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {translate('resources.configs.distribute.text', { name: config })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button component={LinkBase} to="/projects">
          {translate('resources.configs.distribute.projects')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('resources.configs.distribute.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
