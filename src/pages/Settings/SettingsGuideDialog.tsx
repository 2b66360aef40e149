import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { CanAccess, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { guides, type GuideCode } from './settingsGuides';

/** Says why the save was refused and, for a user who may list what is missing, leads there. */
export const SettingsGuideDialog = ({ code, onClose }: { code?: GuideCode; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const titleId = useId();
  const guide = code ? guides[code] : undefined;
  return (
    <Dialog open={!!guide} onClose={onClose} aria-labelledby={titleId}>
      {guide ? (
        <>
          <DialogTitle id={titleId}>{translate(`vela.settings.guide.${guide.key}Title`)}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(`vela.settings.guide.${guide.key}Text`)}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('vela.settings.guide.close')}</Button>
            <CanAccess {...guide.access}>
              <Button variant="contained" onClick={() => navigate(guide.to)}>
                {translate(`vela.settings.guide.${guide.key}Action`)}
              </Button>
            </CanAccess>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
};
