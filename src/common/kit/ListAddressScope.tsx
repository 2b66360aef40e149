import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { RouterProviderContext, useRouterProvider } from 'react-admin';
import type { RouterNavigateFunction, RouterProvider, SortPayload } from 'react-admin';
import { filterChanged } from './filterChanged';

interface Scope {
  /** The prefix of the list's parameters: `targets` keeps its page as `targets.page`. */
  name: string;
  perPage: number;
  sort: SortPayload;
}

/** The list's own parameters: those of the address under its name, without the prefix. */
function scopedSearch(search: string, name: string): string {
  const own = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith(`${name}.`)) own.append(key.slice(name.length + 1), value);
  }
  return own.size ? `?${own.toString()}` : '';
}

/** The address with the list's new parameters under its name, those at their default left out. */
function withScoped(search: string, listSearch: string, { name, perPage, sort }: Scope): string {
  const next = new URLSearchParams(search);
  for (const key of [...next.keys()]) if (key.startsWith(`${name}.`)) next.delete(key);
  const own = new URLSearchParams(listSearch);
  const defaults: Record<string, string> = {
    page: '1',
    perPage: String(perPage),
    filter: '{}',
    displayedFilters: '{}',
  };
  if (own.get('sort') === sort.field && own.get('order') === sort.order) {
    defaults.sort = sort.field;
    defaults.order = sort.order;
  }
  for (const [key, value] of own) if (defaults[key] !== value) next.append(`${name}.${key}`, value);
  return next.size ? `?${next.toString()}` : '';
}

/**
 * The router as a react-admin list sees it: its query string is the list's own parameters, and a new one
 * is written back under the list's name, keeping the rest of the address (other lists, the open drawer).
 * The console's router is a BrowserRouter: the address bar holds the current address.
 */
function scopedRouter(router: RouterProvider, scope: Scope): RouterProvider {
  return {
    ...router,
    useLocation: function useLocation() {
      const location = router.useLocation();
      return useMemo(() => ({ ...location, search: scopedSearch(location.search, scope.name) }), [location]);
    },
    useNavigate: function useNavigate() {
      const navigate = router.useNavigate();
      return useCallback<RouterNavigateFunction>(
        (to, options) => {
          if (typeof to !== 'object' || to.pathname !== undefined || to.search === undefined) {
            navigate(to, options);
            return;
          }
          const { search, hash } = window.location;
          const replace = options?.replace || filterChanged(to.search, scopedSearch(search, scope.name));
          // Without react-admin's scroll to the top on a new page: the list is a part of the page.
          navigate({ search: withScoped(search, to.search, scope), hash }, { replace });
        },
        [navigate],
      );
    },
  };
}

/**
 * Around one of several react-admin lists of a page: its page, sort and filters live in the address under
 * its name (`?targets.page=2&configs.page=3`), so a link reopens each list where it was. As on a list
 * page, a new page or sort adds a history entry and a filter change replaces the current one.
 */
export const ListAddressScope = ({ children, ...scope }: Scope & { children: ReactNode }) => {
  const router = useRouterProvider();
  const { name, perPage } = scope;
  const { field, order } = scope.sort;
  const scoped = useMemo(
    () => scopedRouter(router, { name, perPage, sort: { field, order } }),
    [router, name, perPage, field, order],
  );
  return <RouterProviderContext.Provider value={scoped}>{children}</RouterProviderContext.Provider>;
};
