import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminAccount } from '../../auth/ShellAuthProvider';
import { failureText } from '../../auth/failureText';
import { PasswordField } from '../../common/form/PasswordField';
import { muiField } from '../../common/form/muiField';
import { EMAIL_PATTERN, NAME_PATTERN, PASSWORD_PATTERN } from '../../common/validation';
import { useLoginEnvironment } from './loginEnvironment';

/** First start: there is no user yet, so the administrator account is created before anyone signs in. */
export const InitAdminDialog = ({ onDone }: { onDone: () => void }) => {
  const { translate, auth } = useLoginEnvironment();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm<AdminAccount>({
    defaultValues: { name: '', password: '', email: '' },
  });
  const { errors, isSubmitting } = formState;
  const nameRule = translate('vela.initAdmin.invalidName');
  const passwordRule = translate('vela.initAdmin.passwordRule');
  const emailRule = translate('vela.initAdmin.invalidEmail');

  const submit = async (account: AdminAccount) => {
    setFailure(undefined);
    try {
      await auth.initAdmin(account);
      onDone();
    } catch (error) {
      setFailure(failureText(error, translate));
    }
  };

  return (
    <Dialog
      open
      maxWidth={false}
      aria-labelledby="init-admin-title"
      slotProps={{ paper: { sx: { width: 600 } } }}
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id="init-admin-title">{translate('vela.initAdmin.title')}</DialogTitle>
        <DialogContent>
          <TextField
            {...muiField(
              register('name', { required: nameRule, pattern: { value: NAME_PATTERN, message: nameRule } }),
            )}
            label={translate('vela.initAdmin.name')}
            autoComplete="username"
            error={!!errors.name}
            helperText={errors.name?.message}
            fullWidth
            margin="normal"
          />
          <PasswordField
            {...muiField(
              register('password', {
                required: passwordRule,
                pattern: { value: PASSWORD_PATTERN, message: passwordRule },
              }),
            )}
            label={translate('vela.initAdmin.password')}
            autoComplete="new-password"
            error={!!errors.password}
            helperText={errors.password?.message}
            fullWidth
            margin="normal"
          />
          <TextField
            {...muiField(
              register('email', {
                required: emailRule,
                pattern: { value: EMAIL_PATTERN, message: emailRule },
              }),
            )}
            label={translate('vela.initAdmin.email')}
            type="email"
            autoComplete="email"
            error={!!errors.email}
            helperText={errors.email?.message}
            fullWidth
            margin="normal"
          />
          <Typography role="alert" color="error" variant="body2" sx={{ minHeight: '1.5em' }}>
            {failure}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {translate('vela.initAdmin.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
