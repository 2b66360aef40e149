import { screen, waitFor, within } from '@testing-library/react';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { ApplicationList } from './ApplicationList';
import { LIST_VIEW_KEY } from './useListView';

const sandbox = setUpSandbox({ user: 'alice' });

const starredKey = 'RaStoreVelaConsole.starred.applications.alice';

const render = (path: string) =>
  renderWithSandbox(sandbox, <ApplicationList />, { resource: 'applications', path });

const card = async (title: string) => within(await screen.findByRole('article', { name: title }));

const urlFilter = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');

beforeEach(() => {
  localStorage.removeItem(LIST_VIEW_KEY);
  localStorage.removeItem(starredKey);
});
afterEach(() => localStorage.removeItem('RaStoreVelaConsole.locale'));

describe('starred applications', () => {
  it('stars an application from its card with a pressed toggle named after it, kept for the user', async () => {
    const { user } = render('/applications');
    const star = (await card('Hello World')).getByRole('button', { name: 'Star hello-world' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(JSON.parse(localStorage.getItem(starredKey) ?? '[]')).toEqual(['hello-world']);
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
  });

  it('stars from a table row with the keyboard', async () => {
    const { user } = render('/applications?view=table');
    const star = await screen.findByRole('button', { name: 'Star hello-world' });
    star.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  });

  it("keeps another user's stars apart", async () => {
    localStorage.setItem(
      'RaStoreVelaConsole.starred.applications.someone-else',
      JSON.stringify(['hello-world']),
    );
    render('/applications');
    const star = (await card('Hello World')).getByRole('button', { name: 'Star hello-world' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters the list to the starred ones, kept in the address', async () => {
    localStorage.setItem(starredKey, JSON.stringify(['hello-world']));
    const { user } = render('/applications');
    await card('Hello World');
    expect(await screen.findByRole('article', { name: 'Guestbook' })).toBeInTheDocument();
    await user.click(await screen.findByRole('switch', { name: 'Starred' }));
    await waitFor(() => expect(urlFilter()).toEqual({ starred: true }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Guestbook' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Hello World' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Starred' }));
    await waitFor(() => expect(urlFilter()).toEqual({}));
    expect(await screen.findByRole('article', { name: 'Guestbook' })).toBeInTheDocument();
  });

  it('names the star and the filter in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    render('/applications');
    expect((await card('Hello World')).getByRole('button', { name: '收藏 hello-world' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: '已收藏' })).toBeInTheDocument();
  });
});
