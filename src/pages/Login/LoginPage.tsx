import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { InitAdminDialog } from './InitAdminDialog';
import { LoginForm } from './LoginForm';
import { useLoginEnvironment } from './loginEnvironment';
import { useLoginMode } from './useLoginMode';

export const LoginPage = () => {
  const { translate } = useLoginEnvironment();
  const { mode, adminReady } = useLoginMode();
  const [adminCreated, setAdminCreated] = useState(false);
  const afterAdminCreated = () => {
    setAdminCreated(true);
    adminReady();
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #0b1f44 0%, #1b58f4 100%)',
      }}
    >
      {mode === 'init' && <InitAdminDialog onDone={afterAdminCreated} />}
      {mode === 'local' && (
        <Card sx={{ width: 400, maxWidth: '90vw' }}>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {translate('vela.appName')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('vela.tagline')}
            </Typography>
            {adminCreated && (
              <Alert severity="success" role="status" sx={{ mt: 2 }}>
                {translate('vela.initAdmin.success')}
              </Alert>
            )}
            <LoginForm />
          </CardContent>
        </Card>
      )}
      {mode === 'unsafeDex' && (
        <Alert severity="error" sx={{ width: 480, maxWidth: '90vw' }}>
          <AlertTitle>{translate('vela.login.unsafeSsoTitle')}</AlertTitle>
          {translate('vela.login.unsafeSsoAddress')}
        </Alert>
      )}
      {(mode === 'checking' || mode === 'dex') && (
        <CircularProgress
          color="inherit"
          sx={{ color: 'common.white' }}
          aria-label={translate(mode === 'dex' ? 'vela.login.redirecting' : 'vela.page.loading')}
        />
      )}
    </Box>
  );
};
