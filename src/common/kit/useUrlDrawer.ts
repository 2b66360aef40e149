import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface UrlDrawer {
  /** The open drawer's name (`create`, `edit`, `resetPassword`…), or undefined when none is open. */
  drawer?: string;
  /** The record it is open for (`#edit/dev` gives `dev`). */
  id?: string;
  open: (drawer: string, id?: string) => void;
  close: () => void;
}

/**
 * Which drawer is open, kept in the URL's hash (`/envs#create`, `/users#edit/alice`) so a link or a reload
 * shows the same view, and Back closes it. Not in the query string: react-admin lists keep their own
 * params there and remember all of them, so a drawer parameter would reopen on the next visit.
 */
export function useUrlDrawer(): UrlDrawer {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [drawer, ...rest] = hash.slice(1).split('/');
  const id = rest.length ? decodeURIComponent(rest.join('/')) : undefined;
  const open = useCallback(
    (name: string, recordId?: string) =>
      navigate({
        pathname,
        search,
        hash: recordId === undefined ? name : `${name}/${encodeURIComponent(recordId)}`,
      }),
    [navigate, pathname, search],
  );
  const close = useCallback(() => navigate({ pathname, search, hash: '' }), [navigate, pathname, search]);
  return { drawer: drawer || undefined, id, open, close };
}
