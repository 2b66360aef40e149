import type { AuthProvider } from 'react-admin';

export type LoginType = 'local' | 'dex';

export interface DexConfig {
  clientID: string;
  issuer: string;
  redirectURL: string;
}

export interface AdminAccount {
  name: string;
  email: string;
  password: string;
}

/**
 * What the shell needs from the auth provider beyond react-admin's contract: the sign-in mode, the
 * first-admin bootstrap and the single sign-on code exchange.
 */
export interface ShellAuthProvider extends AuthProvider {
  getLoginType(): Promise<LoginType>;
  getDexConfig(): Promise<DexConfig>;
  isAdminConfigured(): Promise<boolean>;
  initAdmin(admin: AdminAccount): Promise<unknown>;
  loginWithCode(code: string): Promise<unknown>;
}
