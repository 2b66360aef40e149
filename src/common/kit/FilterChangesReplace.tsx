import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { RouterProviderContext, useRouterProvider } from 'react-admin';
import type { RouterNavigateFunction, RouterProvider } from 'react-admin';
import { filterChanged } from './filterChanged';

/**
 * The router's navigate, except that a new query string with another `filter` (what react-admin's list
 * writes for a filter change) replaces the current entry. The console's router is a BrowserRouter, so the
 * address bar holds the current query string without this hook subscribing to every location change.
 */
function replacingFilterChanges(router: RouterProvider): RouterProvider {
  return {
    ...router,
    useNavigate: function useNavigate() {
      const navigate = router.useNavigate();
      return useCallback<RouterNavigateFunction>(
        (to, options) => {
          const filterChange =
            typeof to === 'object' &&
            to.pathname === undefined &&
            to.search !== undefined &&
            filterChanged(to.search, window.location.search);
          navigate(to, filterChange ? { ...options, replace: true } : options);
        },
        [navigate],
      );
    },
  };
}

/**
 * Around a react-admin list kept in the URL: a filter change (each pause in typing a search) replaces the
 * address instead of adding to the history, so Back leaves the list rather than undoing the search a few
 * letters at a time. Paging and sorting add an entry, as react-admin does.
 */
export const FilterChangesReplace = ({ children }: { children: ReactNode }) => {
  const router = useRouterProvider();
  const replacing = useMemo(() => replacingFilterChanges(router), [router]);
  return <RouterProviderContext.Provider value={replacing}>{children}</RouterProviderContext.Provider>;
};
