import { CallbackPage } from '../pages/Callback/CallbackPage';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
import { lazyNamed } from './lazyNamed';
import { page, redirect } from './pageRoute';
import type { PageRoute } from './pageRoute';

const SettingsPage = lazyNamed(() => import('../pages/Settings/SettingsPage'), 'SettingsPage');

export const DEFAULT_LANDING = '/applications';

/** Routes of the shell itself, inside the layout (signed in only). */
export const shellRoutes: PageRoute[] = [
  redirect('/', DEFAULT_LANDING),
  page(NotFoundPage.path, NotFoundPage),
  page('/settings', SettingsPage),
];

/** Routes outside the layout, reachable without a session. */
export const publicRoutes: PageRoute[] = [page(CallbackPage.path, CallbackPage)];
