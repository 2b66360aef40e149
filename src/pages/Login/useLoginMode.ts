import { buildDexAuthUrl } from '../../auth/sso';
import { useEffect, useState } from 'react';
import { navigateToSafeUrl } from '../../common/safeUrl';
import { useLoginEnvironment } from './loginEnvironment';

/**
 * checking → dex (the browser leaves for the identity provider) | unsafeDex (the identity provider's
 * address is not http(s), so the browser stays) | init (no admin yet) | local.
 */
export type LoginMode = 'checking' | 'dex' | 'unsafeDex' | 'init' | 'local';

export function useLoginMode(): { mode: LoginMode; adminReady: () => void } {
  const { auth } = useLoginEnvironment();
  const [mode, setMode] = useState<LoginMode>('checking');

  useEffect(() => {
    let cancelled = false;
    const decide = async (): Promise<LoginMode> => {
      const loginType = await auth.getLoginType();
      if (loginType === 'dex') {
        const address = buildDexAuthUrl(await auth.getDexConfig());
        if (cancelled) return 'dex';
        return navigateToSafeUrl(address) ? 'dex' : 'unsafeDex';
      }
      return (await auth.isAdminConfigured()) ? 'local' : 'init';
    };
    // When the mode cannot be read, the login card still lets the user try (and see the error).
    decide()
      .catch((): LoginMode => 'local')
      .then((next) => {
        if (!cancelled) setMode(next);
      });
    return () => {
      cancelled = true;
    };
  }, [auth]);

  return { mode, adminReady: () => setMode('local') };
}
