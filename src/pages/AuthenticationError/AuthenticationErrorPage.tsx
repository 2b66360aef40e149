import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import { useLogout, useTranslate } from 'react-admin';
import { StatusPage } from '../StatusPage';

/** react-admin's /authentication-error: the permissions could not be read, so the user signs in again. */
export const AuthenticationErrorPage = () => {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <StatusPage
      icon={<WarningAmberIcon />}
      title={translate('vela.authenticationError.title')}
      text={translate('vela.authenticationError.text')}
      action={
        <Button variant="outlined" onClick={() => void logout()}>
          {translate('vela.authenticationError.signInAgain')}
        </Button>
      }
    />
  );
};
