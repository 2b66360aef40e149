import { lazyNamed } from '@src/routing/lazyNamed';
import { page, redirect } from '@src/routing/pageRoute';
import type { PageRoute } from '@src/routing/pageRoute';

const ConfigHome = lazyNamed(() => import('./ConfigHome'), 'ConfigHome');
const ConfigPage = lazyNamed(() => import('./ConfigPage'), 'ConfigPage');

export const configRoutes: PageRoute[] = [
  page('/configs', ConfigHome),
  redirect('/configs/:templateName', 'config'),
  page('/configs/:templateName/config', ConfigPage),
];

/** A config's properties as a project's configs card shows them, secrets masked until revealed: a chunk of its own. */
export const ConfigProperties = lazyNamed(() => import('./ConfigProperties'), 'ConfigProperties');
