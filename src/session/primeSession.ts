import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';

/**
 * react-admin's queries of the session (ra-core's useAuthState, usePermissions and useGetIdentity, called
 * with no parameters by its routes, layout hooks and user menu).
 */
const CHECK_AUTH = ['auth', 'checkAuth', {}];
const PERMISSIONS = ['auth', 'getPermissions', {}];
const IDENTITY = ['auth', 'getIdentity'];

/**
 * Once `userInfoRead` (the read of user_info the console started before its code loaded) has answered,
 * asks the auth provider who is signed in, which it answers from that read, and puts the answers where
 * react-admin's hooks read them: the console's first drawing is then already the signed-in one, not a
 * loading page, then the routes, then the layout again for each answer. When that read failed (signed
 * out, a session to renew or end, a server that did not answer), nothing is primed: react-admin's own
 * check takes the failure once the console is drawn and can say so (the session-expired dialog).
 */
export async function primeSession(
  queryClient: QueryClient,
  auth: AuthProvider,
  userInfoRead: Promise<unknown>,
): Promise<void> {
  const answered = await userInfoRead.then(
    () => true,
    () => false,
  );
  if (!answered) return;
  try {
    const [, permissions, identity] = await Promise.all([
      auth.checkAuth({}),
      auth.getPermissions?.({}),
      auth.getIdentity?.(),
    ]);
    queryClient.setQueryData(CHECK_AUTH, true);
    if (auth.getPermissions) queryClient.setQueryData(PERMISSIONS, permissions);
    if (auth.getIdentity) queryClient.setQueryData(IDENTITY, identity);
  } catch {
    // Signed out since: react-admin's own check takes the user to the login page.
  }
}
