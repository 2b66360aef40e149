import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** What replaces a page that crashed: the fact, and the details for a bug report. */
export const ErrorPage = ({ error }: { error: Error }) => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ py: 6 }}>
      <Typography variant="h5" component="h1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutlineIcon color="error" />
        {translate('vela.error.title')}
      </Typography>
      <Box component="details" open sx={{ mt: 2 }}>
        <summary>{translate('vela.error.details')}</summary>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 12, color: 'text.secondary' }}>
          {error.message}
          {error.stack ? `\n\n${error.stack}` : ''}
        </Box>
      </Box>
    </Box>
  );
};
