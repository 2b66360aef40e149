import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { errorText } from './errorText';

export interface ErrorStateProps {
  /** The failure, as the data provider threw it. */
  error: unknown;
  onRetry: () => void;
  /** A catalog key or text; defaults to "The data could not be loaded". */
  title?: string;
  /** Shows progress on Retry while the new attempt runs. */
  retrying?: boolean;
  /** A line in a form, in place of one input, rather than a page's or a list's whole body. */
  compact?: boolean;
}

/** In place of what could not be loaded: what failed, the server's reason, and a Retry. */
export const ErrorState = ({
  error,
  onRetry,
  title = 'vela.kit.error.title',
  retrying = false,
  compact = false,
}: ErrorStateProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={compact ? { my: 1, py: 0 } : undefined}
      action={
        <Button color="inherit" size="small" loading={retrying} onClick={onRetry}>
          {translate('vela.kit.error.retry')}
        </Button>
      }
    >
      <AlertTitle sx={compact ? { mb: 0 } : undefined}>{translate(title, { _: title })}</AlertTitle>
      {errorText(error, translate)}
    </Alert>
  );
};
