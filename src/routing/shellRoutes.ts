import { CallbackPage } from '../pages/Callback/CallbackPage';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
import { page, redirect } from './pageRoute';
import type { PageRoute } from './pageRoute';

export const DEFAULT_LANDING = '/applications';

/** Routes of the shell itself, inside the layout (signed in only). */
export const shellRoutes: PageRoute[] = [
  redirect('/', DEFAULT_LANDING),
  page(NotFoundPage.path, NotFoundPage),
];

/** Routes outside the layout, reachable without a session. */
export const publicRoutes: PageRoute[] = [page(CallbackPage.path, CallbackPage)];
