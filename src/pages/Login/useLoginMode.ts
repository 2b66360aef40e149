import { buildDexAuthUrl } from '@authProvider/sso';
import { useEffect, useState } from 'react';
import { useShellAuth } from '../../auth/useShellAuth';

/** checking → dex (the browser leaves for the identity provider) | init (no admin yet) | local. */
export type LoginMode = 'checking' | 'dex' | 'init' | 'local';

export function useLoginMode(): { mode: LoginMode; adminReady: () => void } {
  const auth = useShellAuth();
  const [mode, setMode] = useState<LoginMode>('checking');

  useEffect(() => {
    let cancelled = false;
    const decide = async (): Promise<LoginMode> => {
      const loginType = await auth.getLoginType();
      if (loginType === 'dex') {
        const config = await auth.getDexConfig();
        if (!cancelled) window.location.assign(buildDexAuthUrl(config));
        return 'dex';
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
