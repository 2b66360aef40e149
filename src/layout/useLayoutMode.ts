import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { layoutModeOf, withLayoutMode } from './layoutMode';
import type { LayoutMode } from './layoutMode';

/**
 * The layout mode from the `layout-mode` query parameter. Links inside the console do not carry the
 * parameter, so a non-default mode is remembered and put back on the URL after each navigation.
 */
export function useLayoutMode(): LayoutMode {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = layoutModeOf(location.search);
  const [kept, setKept] = useState<LayoutMode>(fromUrl ?? 'default');
  if (fromUrl && fromUrl !== kept) setKept(fromUrl);
  const missing = !fromUrl && kept !== 'default';

  useEffect(() => {
    if (!missing) return;
    const { pathname, search, hash, state } = location;
    navigate({ pathname, search: withLayoutMode(search, kept), hash }, { replace: true, state });
  }, [missing, kept, location, navigate]);

  return fromUrl ?? kept;
}
