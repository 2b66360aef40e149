import { STARRED_PREFIX } from '@src/i18n/consoleStore';
import { useCallback, useMemo } from 'react';
import { useGetIdentity, useStore, useStoreContext } from 'react-admin';

const NONE: string[] = [];

const starredKey = (kind: string, user: string) => `${STARRED_PREFIX}${kind}.${user}`;
const namesIn = (stored: unknown) =>
  Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : NONE;

export interface Starred {
  /** The starred names, in the order they were starred. */
  names: string[];
  isStarred: (name: string) => boolean;
  toggle: (name: string) => void;
}

/**
 * The records of one kind (`applications`) the signed-in user starred, kept in this browser under their
 * user name, so another user of the browser has their own; signing out keeps them. Empty until the
 * identity is known.
 */
export function useStarred(kind: string): Starred {
  const { identity } = useGetIdentity();
  const user = identity ? String(identity.id) : '';
  const [stored, setStored] = useStore<string[]>(starredKey(kind, user), NONE);
  const names = useMemo(() => (user ? namesIn(stored) : NONE), [user, stored]);
  const isStarred = useCallback((name: string) => names.includes(name), [names]);
  const toggle = useCallback(
    (name: string) => {
      if (!user) return;
      setStored(names.includes(name) ? names.filter((kept) => kept !== name) : [...names, name]);
    },
    [user, names, setStored],
  );
  return { names, isStarred, toggle };
}

/**
 * Reads the signed-in user's stars of any kind as they are now, for a view that shows them without
 * changing them (the command palette, mounted only while open).
 */
export function useStarredReader(): (kind: string) => string[] {
  const { identity } = useGetIdentity();
  const { getItem } = useStoreContext();
  const user = identity ? String(identity.id) : '';
  return useCallback(
    (kind: string) => (user ? namesIn(getItem(starredKey(kind, user))) : NONE),
    [user, getItem],
  );
}
