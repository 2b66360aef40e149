import { screen, waitFor, within } from '@testing-library/react';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { renderConsoleOver } from '@src/test/fakeServer';

const sandbox = setUpSandbox();

const STARS = 'RaStoreVelaConsole.starred.applications.admin';

const openPalette = async (button: string, title: string) => {
  const { user } = renderConsoleOver(sandbox.fetch, '/projects');
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  // Every source answered: the clusters come last.
  await dialog.findByText('prod-cluster');
  await waitFor(() => expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument());
  return { user, dialog };
};

const headingOf = (group: HTMLElement) =>
  document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent;

describe("the command palette's starred applications", () => {
  beforeEach(() => localStorage.removeItem(STARS));

  it('come first on an empty search, taken out of the applications group', async () => {
    localStorage.setItem(STARS, JSON.stringify(['checkout']));
    const { dialog } = await openPalette('Jump to', 'Jump to a page or record');
    const groups = dialog.getAllByRole('group');
    expect(headingOf(groups[0])).toBe('Starred');
    expect(
      within(groups[0])
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['checkout Checkout · team-shop']);
    expect(dialog.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    const applications = groups.find((group) => headingOf(group) === 'Applications');
    expect(applications && within(applications).queryByText('checkout')).toBeNull();
    expect(applications && within(applications).getByText('storefront')).toBeInTheDocument();
  });

  it('come first among the matches of a search, so Enter opens a starred one', async () => {
    localStorage.setItem(STARS, JSON.stringify(['checkout']));
    const { user, dialog } = await openPalette('Jump to', 'Jump to a page or record');
    // The project team-shop matches by its name, better than checkout by its hint.
    await user.type(dialog.getByRole('combobox'), 'team');
    const first = (await dialog.findAllByRole('option'))[0];
    expect(first).toHaveTextContent(/^checkout/);
    expect(first).toHaveAttribute('aria-selected', 'true');
  });

  it('have no group of their own when nothing is starred', async () => {
    const { dialog } = await openPalette('Jump to', 'Jump to a page or record');
    expect(dialog.getAllByRole('group').map(headingOf)).not.toContain('Starred');
  });

  it('are headed in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    localStorage.setItem(STARS, JSON.stringify(['checkout']));
    const { dialog } = await openPalette('快速跳转', '跳转到页面或记录');
    expect(headingOf(dialog.getAllByRole('group')[0])).toBe('已收藏');
  });
});
