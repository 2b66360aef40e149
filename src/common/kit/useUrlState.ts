import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * How a change enters the browser's history. `replace` for filters, tabs and pickers, which refine the view
 * one is on (Back then leaves the page instead of undoing each keystroke); `push` for choices that feel like
 * going somewhere (a step of a run), which Back undoes.
 */
export type UrlHistory = 'replace' | 'push';

/** Parameters to set (a list repeats its parameter: `?tag=a&tag=b`); an empty value removes its parameter. */
export type UrlChanges = Record<string, string | string[] | undefined>;

/**
 * The query string as the view's state, so a copied link opens the same view for another user. Changes keep
 * the path, the other parameters (a list's own, from react-admin) and the hash (an open drawer).
 */
export function useUrlParams(): [URLSearchParams, (changes: UrlChanges, history?: UrlHistory) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const change = useCallback(
    (changes: UrlChanges, history: UrlHistory = 'replace') => {
      // The console's router is a BrowserRouter: the address bar already holds what an earlier change of
      // the same event wrote (a graph node and the button inside it both choose a step), so changes build
      // on each other and a repeated one adds no history entry.
      const current = window.location.pathname === pathname ? window.location.search : search;
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        next.delete(key);
        for (const one of [value ?? []].flat()) if (one) next.append(key, one);
      }
      const nextSearch = next.size > 0 ? `?${next.toString()}` : '';
      if (nextSearch === current) return;
      navigate({ pathname, search: nextSearch, hash }, { replace: history === 'replace' });
    },
    [navigate, pathname, search, hash],
  );
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, change];
}

/**
 * One parameter of the query string (`?pod=web-1`) as a piece of state: undefined when absent. The caller
 * checks the value against what the user may see, since a link can name anything.
 */
export function useUrlState(
  key: string,
  history: UrlHistory = 'replace',
): [string | undefined, (value: string | undefined) => void] {
  const [params, change] = useUrlParams();
  const setValue = useCallback(
    (value: string | undefined) => change({ [key]: value }, history),
    [change, key, history],
  );
  return [params.get(key) || undefined, setValue];
}
