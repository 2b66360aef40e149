import { createTheme } from '@mui/material/styles';
import { screen, waitFor } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '../test/fakeAuthProvider';
import { renderConsole } from '../test/renderConsole';
import { adminUser } from '../test/users';
import { darkTheme, lightTheme } from '../theme';

const STORED_THEME = 'RaStoreVelaConsole.theme';
const DARK_PAGE = createTheme(darkTheme).palette.background.default;
const LIGHT_PAGE = createTheme(lightTheme).palette.background.default;

/** The page's background as the browser paints it (the theme's background.default). */
const pageBackground = () => getComputedStyle(document.body).backgroundColor;

/** The simulated device, whose colour preference prefers-color-scheme reports (light unless set). */
const device = (window as unknown as { happyDOM: { settings: { device: { prefersColorScheme: string } } } })
  .happyDOM.settings.device;

async function openUserMenu(user: ReturnType<typeof renderConsole>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Administrator' }));
  return screen.findByRole('menu');
}

describe('the theme choice in the user menu', () => {
  beforeEach(signIn);
  afterEach(() => {
    device.prefersColorScheme = 'light';
  });

  it('follows the system until Dark is chosen from the keyboard, then stays dark after logout and a reload', async () => {
    const { user, unmount } = renderConsole('/applications');
    await openUserMenu(user);
    // The menu opens on the current choice.
    const system = await screen.findByRole('menuitemradio', { name: 'System' });
    expect(system).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(system).toHaveFocus());
    expect(pageBackground()).toBe(LIGHT_PAGE);

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pageBackground()).toBe(DARK_PAGE));
    expect(localStorage.getItem(STORED_THEME)).toBe('"dark"');

    await openUserMenu(user);
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(pageBackground()).toBe(DARK_PAGE);

    unmount();
    signIn();
    renderConsole('/applications');
    expect(await screen.findByRole('button', { name: 'Administrator' })).toBeInTheDocument();
    expect(pageBackground()).toBe(DARK_PAGE);
  });

  it('turns light on Light, and back to the system on System, which forgets the stored choice', async () => {
    device.prefersColorScheme = 'dark';
    const { user } = renderConsole('/applications');
    await openUserMenu(user);
    await waitFor(() => expect(pageBackground()).toBe(DARK_PAGE));

    await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    await waitFor(() => expect(pageBackground()).toBe(LIGHT_PAGE));
    expect(localStorage.getItem(STORED_THEME)).toBe('"light"');

    await openUserMenu(user);
    await user.click(screen.getByRole('menuitemradio', { name: 'System' }));
    await waitFor(() => expect(pageBackground()).toBe(DARK_PAGE));
    expect(localStorage.getItem(STORED_THEME)).toBeNull();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', '"zh"');
    const { user } = renderConsole('/applications');
    await openUserMenu(user);
    expect(screen.getByText('主题')).toBeInTheDocument();
    for (const name of ['浅色', '深色', '跟随系统']) {
      expect(screen.getByRole('menuitemradio', { name })).toBeInTheDocument();
    }
  });

  it('names a user whose alias is not text by the name, and opens the menu', async () => {
    const alias = { unexpected: 'alias' } as unknown as string;
    const { user } = renderConsole('/applications', {
      authProvider: fakeAuthProvider({ user: { ...adminUser, alias } }),
    });
    await user.click(await screen.findByRole('button', { name: 'admin' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
