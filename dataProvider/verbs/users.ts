import { silentIfShownByPage } from '../errorShownByPage';
import { enc, type VerbContext } from './context';

/** A new password for a user; the alias goes with it, as the VelaUX console sends it. */
export interface PasswordReset {
  alias?: string;
  password: string;
}

export const userVerbs = ({ http, apiUrl }: VerbContext) => ({
  disableUser: async (name: string): Promise<void> => {
    await http(`${apiUrl}/users/${enc(name)}/disable`);
  },
  enableUser: async (name: string): Promise<void> => {
    await http(`${apiUrl}/users/${enc(name)}/enable`);
  },
  /** No `roles` in the body: the server then keeps the user's platform roles as they are. */
  resetUserPassword: async (name: string, { alias, password }: PasswordReset, meta?: unknown) => {
    const body = alias ? { alias, password } : { password };
    await http(`${apiUrl}/users/${enc(name)}`, { method: 'PUT', body, ...silentIfShownByPage(meta) });
  },
});
