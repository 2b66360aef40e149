import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { LoginPage } from '../pages/Login/LoginPage';
import { LoginEnvironmentContext, type LoginEnvironment } from '../pages/Login/loginEnvironment';

/** The login page on its own: MUI and the sign-in calls, none of react-admin's screens. */
export const LoginShell = ({ environment, theme }: { environment: LoginEnvironment; theme: Theme }) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <LoginEnvironmentContext.Provider value={environment}>
      <LoginPage />
    </LoginEnvironmentContext.Provider>
  </ThemeProvider>
);
