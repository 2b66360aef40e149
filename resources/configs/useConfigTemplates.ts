import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { useGetList } from 'react-admin';
import type { ConfigTemplate } from './config';

// The server lists every template at once, sorted by alias: the first one is where /configs leads.
const ALL_BY_ALIAS = {
  pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
  sort: { field: 'alias', order: 'ASC' as const },
  meta: ERROR_SHOWN_BY_PAGE,
};

/** The config templates, shared by /configs and the template menu (one request for both). */
export function useConfigTemplates() {
  // The page shows a failure with a Retry: fail once, and let the user retry.
  return useGetList<ConfigTemplate>('configTemplates', ALL_BY_ALIAS, { retry: false });
}
