import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SaveButton, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { errorText } from './errorText';
import { useFormFrame } from './formFrameContext';
import { useFormSteps } from './formStepsContext';

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
  const steps = useFormSteps();
  const { trigger } = useFormContext();
  const next = async () => {
    if (!steps) return;
    if (await trigger(steps.steps[steps.step].fields)) steps.goTo(steps.step + 1);
  };
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
        {steps && steps.step > 0 ? (
          <Button onClick={() => steps.goTo(steps.step - 1)}>{translate('vela.kit.form.previous')}</Button>
        ) : null}
        {steps && !steps.isLast ? (
          <Button variant="contained" onClick={() => void next()}>
            {translate('vela.kit.form.next')}
          </Button>
        ) : (
          <SaveButton label={submitLabel} alwaysEnable={submitUnchanged && !isSubmitting} />
        )}
      </Stack>
    </Box>
  );
};
