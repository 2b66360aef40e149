import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FormFrameContext } from './formFrameContext';
import { PanelBoundary } from './PanelBoundary';
import { useDiscardQuestion } from './useDiscardQuestion';
import { useOpenedOnce } from './useOpenedOnce';

/** The delivery specification's default drawer width (clusters, configs). */
export const DRAWER_WIDTH = 600;
/**
 * The administration drawers of the shell specification (users, roles, projects, members, distribution)
 * and the environment, target, application and addon drawers of the delivery specification.
 */
export const WIDE_DRAWER_WIDTH = 800;

export interface FormDrawerProps {
  open: boolean;
  /** Called once the drawer may close: saved, or nothing unsaved, or the user chose to discard. */
  onClose: () => void;
  /** A catalog key or text. */
  title: string;
  /** In pixels, from the spec (600 by default; 800 for application and addon drawers). */
  width?: number;
  /** A side drawer (default) or a centred dialog (deploy, admin set-up, registries). */
  variant?: 'drawer' | 'dialog';
  /** A <CreateForm>, <EditForm> or <ActionForm>. */
  children: ReactNode;
}

/**
 * The frame of a form: title, close button, focus kept inside, and a question before unsaved edits are
 * dropped (Cancel, Escape, the close button, or leaving the page). A form that cannot be drawn shows its
 * error inside the drawer, which still closes.
 */
export const FormDrawer = ({
  open,
  onClose,
  title,
  width = DRAWER_WIDTH,
  variant = 'drawer',
  children,
}: FormDrawerProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { setDirty, ask, forget, question } = useDiscardQuestion(open);
  const drawn = useOpenedOnce(open);

  const close = useCallback(() => {
    forget();
    onClose();
  }, [forget, onClose]);
  const requestClose = useCallback(() => ask(onClose), [ask, onClose]);
  const frame = useMemo(() => ({ close, requestClose, setDirty }), [close, requestClose, setDirty]);

  const content = (
    <FormFrameContext.Provider value={frame}>
      <Stack direction="row" alignItems="center" sx={{ px: 3, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(title, { _: title })}
        </Typography>
        <IconButton aria-label={translate('vela.kit.form.close')} onClick={requestClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <PanelBoundary name="vela.kit.panel.form">{children}</PanelBoundary>
    </FormFrameContext.Provider>
  );
  const paperSx = { width: { xs: '100%', sm: width }, maxWidth: '100%' };
  if (!drawn) return null;

  return (
    <>
      {variant === 'dialog' ? (
        <Dialog
          open={open}
          onClose={requestClose}
          maxWidth={false}
          aria-labelledby={titleId}
          slotProps={{ paper: { sx: paperSx } }}
        >
          {content}
        </Dialog>
      ) : (
        <Drawer
          anchor="right"
          open={open}
          onClose={requestClose}
          slotProps={{
            paper: { sx: paperSx, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId },
          }}
        >
          {content}
        </Drawer>
      )}
      {question}
    </>
  );
};
