import type { LoginCredentials } from '@authProvider/index';
import { createContext, useContext } from 'react';
import type { TranslateFunction } from 'react-admin';
import type { ShellAuthProvider } from '../../auth/ShellAuthProvider';

/**
 * What the sign-in screens need. Inside the console react-admin gives it; on a first visit to /login the
 * light login shell gives it, so that the login form shows before react-admin and the screens load.
 */
export interface LoginEnvironment {
  translate: TranslateFunction;
  auth: ShellAuthProvider;
  signIn: (credentials: LoginCredentials) => Promise<void>;
}

export const LoginEnvironmentContext = createContext<LoginEnvironment | null>(null);

export function useLoginEnvironment(): LoginEnvironment {
  const environment = useContext(LoginEnvironmentContext);
  if (!environment) throw new Error('The login screens need a LoginEnvironmentContext');
  return environment;
}
