import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export type ListView = 'card' | 'table';

/** Where the last chosen view is remembered (the key VelaUX uses). */
export const LIST_VIEW_KEY = 'application-list-mode';
const VIEW_PARAM = 'view';

const asView = (value: string | null): ListView | undefined =>
  value === 'card' || value === 'table' ? value : undefined;

function remembered(): ListView {
  try {
    return asView(localStorage.getItem(LIST_VIEW_KEY)) ?? 'card';
  } catch {
    return 'card';
  }
}

function remember(view: ListView) {
  try {
    localStorage.setItem(LIST_VIEW_KEY, view);
  } catch {
    // Storage may be unavailable (private mode); the URL still holds the view.
  }
}

/**
 * Cards or table: the URL's `view` parameter (beside react-admin's list parameters, which keep it) wins,
 * else the remembered choice, else cards. A view in the URL becomes the remembered one.
 */
export function useListView(): [ListView, (view: ListView) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const fromUrl = asView(new URLSearchParams(search).get(VIEW_PARAM));
  const view = fromUrl ?? remembered();
  useEffect(() => {
    if (fromUrl) remember(fromUrl);
  }, [fromUrl]);
  const setView = useCallback(
    (next: ListView) => {
      remember(next);
      const params = new URLSearchParams(search);
      params.set(VIEW_PARAM, next);
      navigate({ pathname, search: `?${params.toString()}`, hash });
    },
    [navigate, pathname, search, hash],
  );
  return [view, setView];
}
