import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureText } from '../../auth/failureText';
import { muiField } from '../../common/form/muiField';
import { NAME_PATTERN, PASSWORD_PATTERN } from '../../common/validation';
import { useLoginEnvironment } from './loginEnvironment';

interface Credentials {
  username: string;
  password: string;
}

export const LoginForm = () => {
  const { translate, signIn: login } = useLoginEnvironment();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm<Credentials>({
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const usernameRule = translate('vela.login.usernameRequired');
  const passwordRule = translate('vela.login.passwordRule');

  const signIn = async (credentials: Credentials) => {
    setFailure(undefined);
    try {
      await login(credentials);
    } catch (error) {
      setFailure(failureText(error, translate));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(signIn)}
      aria-label={translate('vela.login.title')}
    >
      <TextField
        {...muiField(
          register('username', {
            required: usernameRule,
            pattern: { value: NAME_PATTERN, message: usernameRule },
          }),
        )}
        label={translate('vela.login.username')}
        autoComplete="username"
        error={!!errors.username}
        helperText={errors.username?.message}
        fullWidth
        margin="normal"
      />
      <TextField
        {...muiField(
          register('password', {
            required: passwordRule,
            pattern: { value: PASSWORD_PATTERN, message: passwordRule },
          }),
        )}
        label={translate('vela.login.password')}
        type="password"
        autoComplete="current-password"
        error={!!errors.password}
        helperText={errors.password?.message}
        fullWidth
        margin="normal"
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 2 }}
      >
        {translate('vela.login.submit')}
      </Button>
      <Typography role="alert" color="error" variant="body2" sx={{ mt: 2, minHeight: '1.5em' }}>
        {failure}
      </Typography>
    </Box>
  );
};
