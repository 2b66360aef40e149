import { useUrlState } from '@src/common/kit';
import { useCallback, useEffect } from 'react';

export type ListView = 'card' | 'table';

/** Where the last chosen view is remembered (the key VelaUX uses). */
export const LIST_VIEW_KEY = 'application-list-mode';
const VIEW_PARAM = 'view';

const asView = (value: string | null | undefined): ListView | undefined =>
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
  const [viewParam, setViewParam] = useUrlState(VIEW_PARAM);
  const fromUrl = asView(viewParam);
  const view = fromUrl ?? remembered();
  useEffect(() => {
    if (fromUrl) remember(fromUrl);
  }, [fromUrl]);
  const setView = useCallback(
    (next: ListView) => {
      remember(next);
      setViewParam(next);
    },
    [setViewParam],
  );
  return [view, setView];
}
