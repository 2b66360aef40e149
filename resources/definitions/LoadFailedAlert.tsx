import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** In place of what could not be loaded; the API error toaster has already said why. */
export const LoadFailedAlert = ({ messageKey, onRetry }: { messageKey: string; onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('resources.definitions.action.retry')}
        </Button>
      }
    >
      {translate(messageKey)}
    </Alert>
  );
};
