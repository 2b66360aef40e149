import type { AccessRequest } from '@authProvider/canAccess';
import { canAccessWith } from '@authProvider/canAccess';
import { screen, waitFor, within } from '@testing-library/react';
import { features } from '../features';
import { permissionResources } from '../registry/access';
import { fakeAuthProvider, signIn } from '../test/fakeAuthProvider';
import { allAnswersShown } from '../test/latency';
import { currentPath, renderConsole } from '../test/renderConsole';
import { adminUser, developerUser } from '../test/users';

const DENIED = 'Access denied';
const ADMIN_PAGES = [
  '/clusters',
  '/configs',
  '/configs/image-registry/config',
  '/platform/projects',
  '/users',
  '/roles',
  '/settings',
  '/targets',
  '/definitions/component/config',
  '/addons',
  '/addons/cloudshell',
  '/manage/plugins',
  '/manage/plugins/node-dashboard/config',
];

describe('pages behind a menu permission', () => {
  beforeEach(signIn);

  it.each(ADMIN_PAGES)('%s shows a developer the access-denied page in place', async (path) => {
    renderConsole(path, { authProvider: fakeAuthProvider({ user: developerUser }) });
    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    expect(screen.getByText("You don't have the right permissions to access this page")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(currentPath()).toBe(path);
  });

  it('opens them for an administrator', async () => {
    renderConsole('/settings', { authProvider: fakeAuthProvider({ user: adminUser }) });
    expect(await screen.findByText('Platform Settings')).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByRole('heading', { name: DENIED })).not.toBeInTheDocument();
  });

  it('opens the pages of menus the user may see', async () => {
    renderConsole('/applications', { authProvider: fakeAuthProvider({ user: developerUser }) });
    expect(await screen.findByText('Deploy and manage all your applications')).toBeInTheDocument();
  });

  it('speaks Chinese in the Chinese console', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    renderConsole('/users', { authProvider: fakeAuthProvider({ user: developerUser }) });
    expect(await screen.findByRole('heading', { name: '无权访问' })).toBeInTheDocument();
    expect(screen.getByText('您没有访问此页面的权限')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回应用列表' })).toBeInTheDocument();
  });

  it('shows a loading state, not the denied page, while the permissions load', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const authProvider = fakeAuthProvider({ user: developerUser });
    authProvider.canAccess = async (request: AccessRequest) => {
      await answered;
      return canAccessWith(request, developerUser, permissionResources(features));
    };
    renderConsole('/settings', { authProvider });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: DENIED })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    await waitFor(() => expect(within(main).queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it("draws react-admin's own access-denied route the same way", async () => {
    renderConsole('/access-denied', { authProvider: fakeAuthProvider({ user: developerUser }) });
    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
  });
});

describe('the authentication error page', () => {
  beforeEach(signIn);

  it('says the permissions could not be checked and signs the user in again', async () => {
    const { user, authProvider } = renderConsole('/authentication-error');
    expect(await screen.findByRole('heading', { name: 'Authentication error' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(authProvider.logout).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
