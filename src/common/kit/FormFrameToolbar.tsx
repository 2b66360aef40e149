import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SaveButton, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { errorText } from './errorText';
import { useFormFrame } from './formFrameContext';

export interface FormFrameToolbarProps {
  /** The server's refusal of the last submit, shown as `Message(BusinessCode)` above the buttons. */
  refusal?: unknown;
  submitLabel?: string;
  /** Submit without edits (an action whose defaults are fine); still never twice at once. */
  submitUnchanged?: boolean;
}

/** Cancel (asks first when there are edits) and Submit (with progress); the refusal right above them. */
export const FormFrameToolbar = ({
  refusal,
  submitLabel = 'ra.action.save',
  submitUnchanged = false,
}: FormFrameToolbarProps) => {
  const translate = useTranslate();
  const frame = useFormFrame();
  const { isSubmitting } = useFormState();
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      {refusal ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(refusal, translate)}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        {frame?.requestClose ? (
          <Button onClick={frame.requestClose}>{translate('vela.kit.form.cancel')}</Button>
        ) : null}
        <SaveButton label={submitLabel} alwaysEnable={submitUnchanged && !isSubmitting} />
      </Stack>
    </Box>
  );
};
