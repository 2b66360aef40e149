import { useMemo } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { useShellAuth } from '../../auth/useShellAuth';
import { LoginPage } from './LoginPage';
import { LoginEnvironmentContext, type LoginEnvironment } from './loginEnvironment';

/** The login page as react-admin shows it once the console has loaded (after signing out, or a lost session). */
export const AdminLoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const auth = useShellAuth();
  const environment = useMemo<LoginEnvironment>(
    () => ({ translate, auth, signIn: (credentials) => login(credentials, '/') }),
    [translate, auth, login],
  );
  return (
    <LoginEnvironmentContext.Provider value={environment}>
      <LoginPage />
    </LoginEnvironmentContext.Provider>
  );
};
