import { useEffect, useRef, useState } from 'react';
import { useAuthState, useLocation, useNavigate, useTranslate } from 'react-admin';
import { failureText } from '../../auth/failureText';
import { useShellAuth } from '../../auth/useShellAuth';

/** Trades the `?code=` dex sent back for tokens, then enters the console; the failure text otherwise. */
export function useCodeExchange(): string | undefined {
  const auth = useShellAuth();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  // The admin routes checked the (missing) session before this page ran; it is checked again after the exchange.
  const { refetch: recheckSession } = useAuthState(undefined, false, { enabled: false });
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(search).get('code');
    if (!code) {
      navigate('/login', { replace: true });
      return;
    }
    auth
      .loginWithCode(code)
      .then(() => recheckSession())
      .then(() => navigate('/applications', { replace: true }))
      .catch((error: unknown) => setFailure(failureText(error, translate)));
  }, [auth, search, navigate, recheckSession, translate]);

  return failure;
}
