import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LinkBase, useTranslate } from 'react-admin';

export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 10 }}>
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        404
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('vela.notFound.title')}
      </Typography>
      <Button component={LinkBase} to="/applications" variant="outlined">
        {translate('vela.notFound.back')}
      </Button>
    </Box>
  );
};

NotFoundPage.path = '/notFound';
