import { act, screen, waitFor, within } from '@testing-library/react';
import { currentPath } from '@src/test/renderConsole';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { setWindowWidth } from '@src/test/windowWidth';
import { renderConsoleOver } from '@src/test/fakeServer';

const sandbox = setUpSandbox();

const palette = () => screen.findByRole('dialog', { name: 'Jump to a page or record' });

async function openWithShortcut(user: ReturnType<typeof renderConsoleOver>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await palette();
  expect(within(dialog).getByRole('combobox', { name: 'Search pages and records' })).toHaveFocus();
  return dialog;
}

describe('the command palette', () => {
  afterEach(() => setWindowWidth(1024));

  it('opens with Ctrl-K and closes with Escape, giving the focus back', async () => {
    const { user } = renderConsoleOver(sandbox.fetch, '/projects');
    const sideNav = await screen.findByRole('navigation', { name: 'Continuous Delivery' });
    const projectsLink = await within(sideNav).findByRole('link', { name: 'Projects' });
    act(() => projectsLink.focus());
    await openWithShortcut(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(projectsLink).toHaveFocus();
  });

  it("opens from the top bar's button, which shows its shortcut in a wide window", async () => {
    setWindowWidth(1280);
    const { user } = renderConsoleOver(sandbox.fetch, '/projects');
    const button = await screen.findByRole('button', { name: 'Jump to' });
    expect(button).toHaveAttribute('aria-keyshortcuts', expect.stringMatching(/^(Control|Meta)\+K$/));
    expect(button).toHaveTextContent(/^Jump to(Ctrl K|⌘K)$/);
    await user.click(button);
    expect(await palette()).toBeInTheDocument();
  });

  it('is an icon named Jump to, its label a tooltip, in a window narrower than 1200 px', async () => {
    setWindowWidth(1024);
    const { user } = renderConsoleOver(sandbox.fetch, '/projects');
    const button = await screen.findByRole('button', { name: 'Jump to' });
    expect(button).toHaveAttribute('aria-keyshortcuts', expect.stringMatching(/^(Control|Meta)\+K$/));
    expect(button.textContent).toBe('');
    await user.hover(button);
    expect(await screen.findByRole('tooltip', { name: 'Jump to' })).toBeInTheDocument();
    await user.click(button);
    expect(await palette()).toBeInTheDocument();
  });

  it('lists pages and records by group and narrows them by a fuzzy match as the user types', async () => {
    const { user } = renderConsoleOver(sandbox.fetch, '/projects');
    await screen.findByRole('navigation', { name: 'Workspaces' });
    const dialog = await openWithShortcut(user);
    const applications = await within(dialog).findByRole('group', { name: 'Applications' });
    expect(
      await within(applications).findByRole('option', { name: 'storefront Storefront · team-shop' }),
    ).toBeInTheDocument();
    const pages = within(dialog).getByRole('group', { name: 'Pages' });
    expect(within(pages).getByRole('option', { name: 'Applications Continuous Delivery' })).toBeVisible();
    for (const group of ['Projects', 'Environments', 'Pipelines', 'Addons', 'Clusters']) {
      expect(await within(dialog).findByRole('group', { name: group })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('option', { name: /^fluxcd/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: /^release-storefront/ })).toBeInTheDocument();

    await user.keyboard('stfr');
    expect(within(dialog).getByRole('option', { name: /^storefront/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: /^checkout/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Pages' })).not.toBeInTheDocument();

    await user.clear(within(dialog).getByRole('combobox'));
    await user.keyboard('clus');
    expect(within(dialog).getByRole('option', { name: 'Clusters Administrator' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: /^prod-cluster/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: /^storefront/ })).not.toBeInTheDocument();

    await user.keyboard('zzzz');
    expect(within(dialog).getByText('No page or record matches')).toBeInTheDocument();
  });

  it("goes to an application's page with Enter, and to the next page with the arrow keys", async () => {
    const { user } = renderConsoleOver(sandbox.fetch, '/projects');
    await screen.findByRole('navigation', { name: 'Workspaces' });
    let dialog = await openWithShortcut(user);
    await within(dialog).findByRole('option', { name: /^storefront/ });
    await user.keyboard('storefront');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/applications/storefront/config'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openWithShortcut(user);
    const first = within(dialog).getByRole('option', { name: 'Applications Continuous Delivery' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('option', { name: 'Pipelines Continuous Delivery' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/pipelines'));
  });

  it('says in its group that a source failed, and the others still work', async () => {
    sandbox.answer('GET /api/v1/envs', { status: 503, body: 'Service Unavailable' });
    const { user } = renderConsoleOver(sandbox.fetch, '/projects');
    await screen.findByRole('navigation', { name: 'Workspaces' });
    const dialog = await openWithShortcut(user);
    const environments = await within(dialog).findByRole('group', { name: 'Environments' });
    expect(await within(environments).findByText(/^Could not be loaded: 503 /)).toBeInTheDocument();
    await user.keyboard('checkout');
    expect(within(environments).getByText(/^Could not be loaded/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('option', { name: /^checkout/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/applications/checkout/config'));
  });

  it('speaks Chinese when the console does', async () => {
    const { user } = renderConsoleOver(sandbox.fetch, '/projects');
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: '中文' }));
    await user.click(await screen.findByRole('button', { name: '快速跳转' }));
    const dialog = await screen.findByRole('dialog', { name: '跳转到页面或记录' });
    const input = within(dialog).getByRole('combobox', { name: '搜索页面和记录' });
    expect(input).toHaveAttribute('placeholder', '输入页面、应用、项目等的名称…');
    const pages = within(dialog).getByRole('group', { name: '页面' });
    expect(within(pages).getByRole('option', { name: '应用 持续交付' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('group', { name: '应用' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('group', { name: '集群' })).toBeInTheDocument();
    await user.keyboard('zzzz');
    expect(await within(dialog).findByText('没有匹配的页面或记录')).toBeInTheDocument();
  });
});
