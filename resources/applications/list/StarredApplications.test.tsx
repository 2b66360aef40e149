import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { renderKit } from '@src/test/renderKit';
import { developerUser, type FakeUser } from '@src/test/users';
import { appProvider } from '../shared/appFakes';
import { ApplicationList } from './ApplicationList';
import { LIST_VIEW_KEY } from './useListView';

const render = (path: string, user: FakeUser = developerUser) => {
  const dataProvider = appProvider();
  return {
    dataProvider,
    ...renderKit(<ApplicationList />, {
      path,
      resource: 'applications',
      dataProvider,
      authProvider: fakeAuthProvider({ user }),
    }),
  };
};

const card = async (title: string) => within(await screen.findByRole('article', { name: title }));

const urlFilter = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');

beforeEach(() => {
  signIn();
  localStorage.removeItem(LIST_VIEW_KEY);
  localStorage.removeItem(`RaStoreVelaConsole.starred.applications.${developerUser.name}`);
});

describe('starred applications', () => {
  it('stars an application from its card with a pressed toggle named after it, kept for the user', async () => {
    const { user } = render('/applications');
    const star = (await card('Hello World')).getByRole('button', { name: 'Star hello-world' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(
      JSON.parse(
        localStorage.getItem(`RaStoreVelaConsole.starred.applications.${developerUser.name}`) ?? '[]',
      ),
    ).toEqual(['hello-world']);
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

  it('filters the list to the starred ones in the address, handing their names to the data provider', async () => {
    localStorage.setItem(
      `RaStoreVelaConsole.starred.applications.${developerUser.name}`,
      JSON.stringify(['hello-world']),
    );
    const { user, dataProvider } = render('/applications');
    await card('Hello World');
    await user.click(screen.getByRole('switch', { name: 'Starred' }));
    await waitFor(() => expect(urlFilter()).toEqual({ starred: true }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'applications',
        expect.objectContaining({ filter: { starred: true, starredNames: ['hello-world'] } }),
      ),
    );
    await user.click(screen.getByRole('switch', { name: 'Starred' }));
    await waitFor(() => expect(urlFilter()).toEqual({}));
  });

  it('names the star and the filter in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    render('/applications');
    expect((await card('Hello World')).getByRole('button', { name: '收藏 hello-world' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '已收藏' })).toBeInTheDocument();
  });
});
