import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
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
  // Changes made in one event (a graph node and the button inside it both choosing a step) build on each
  // other and make one history entry at most, instead of each starting from the query string rendered.
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  const change = useCallback(
    (changes: UrlChanges, history: UrlHistory = 'replace') => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        next.delete(key);
        for (const one of [value ?? []].flat()) if (one) next.append(key, one);
      }
      const nextSearch = next.size > 0 ? `?${next.toString()}` : '';
      if (nextSearch === latest.current) return;
      latest.current = nextSearch;
      navigate({ pathname, search: nextSearch, hash }, { replace: history === 'replace' });
    },
    [navigate, pathname, hash],
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
