import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { Location, NavigationType } from 'react-router-dom';

export interface UrlDrawer {
  /** The open drawer's name (`create`, `edit`, `resetPassword`…), or undefined when none is open. */
  drawer?: string;
  /** The record it is open for (`#edit/dev` gives `dev`). */
  id?: string;
  open: (drawer: string, id?: string) => void;
  close: () => void;
}

type Shown = Pick<Location, 'pathname' | 'search' | 'hash' | 'key'>;

/**
 * react-admin writes a list's filter, page and sort into the address with only a new query string, which
 * drops the hash. Its filter waits half a second after typing, so a drawer opened meanwhile would close
 * again: such a change (same page, new query, not Back or Forward) keeps the drawer that was open.
 */
function drawerHash(before: Shown, now: Shown, navigationType: NavigationType): string {
  const listParamsOnly =
    navigationType !== 'POP' && before.pathname === now.pathname && before.search !== now.search;
  return listParamsOnly && before.hash && !now.hash ? before.hash : now.hash;
}

/**
 * Which drawer is open, kept in the URL's hash (`/envs#create`, `/users#edit/alice`) so a link or a reload
 * shows the same view, and Back closes it. Not in the query string: react-admin lists keep their own
 * params there and remember all of them, so a drawer parameter would reopen on the next visit.
 */
export function useUrlDrawer(): UrlDrawer {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const { pathname, search } = location;
  const [shown, setShown] = useState<Shown>(location);
  let hash = shown.hash;
  if (shown.key !== location.key) {
    hash = drawerHash(shown, location, navigationType);
    setShown({ pathname, search, hash, key: location.key });
  }
  useEffect(() => {
    if (hash !== location.hash) navigate({ pathname, search, hash }, { replace: true });
  }, [navigate, pathname, search, hash, location.hash]);
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
