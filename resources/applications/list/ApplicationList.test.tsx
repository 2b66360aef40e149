import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { renderKit } from '@src/test/renderKit';
import { demoViewer, developerUser, type FakeUser } from '@src/test/users';
import { appProvider, appTables } from '../shared/appFakes';
import { ApplicationList } from './ApplicationList';
import { LIST_VIEW_KEY } from './useListView';

const render = (path: string, user: FakeUser = developerUser, dataProvider = appProvider()) => ({
  dataProvider,
  ...renderKit(<ApplicationList />, {
    path,
    resource: 'applications',
    dataProvider,
    authProvider: fakeAuthProvider({ user }),
  }),
});

const card = async (title: string) => within(await screen.findByRole('article', { name: title }));

const urlFilter = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');

beforeEach(() => {
  signIn();
  localStorage.removeItem(LIST_VIEW_KEY);
});

describe('the application list', () => {
  it('shows cards by default: alias, description, visible labels, create time and the ReadOnly marker', async () => {
    render('/applications');
    const hello = await card('Hello World');
    expect(screen.getByRole('heading', { name: 'Applications', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Deploy and manage all your applications')).toBeInTheDocument();
    expect(hello.getByRole('link', { name: 'Hello World' })).toHaveAttribute(
      'href',
      '/applications/hello-world/config',
    );
    expect(hello.getByText('Says hello')).toBeInTheDocument();
    expect(hello.getByText('team=shop')).toBeInTheDocument();
    expect(hello.getByText('tier=web')).toBeInTheDocument();
    expect(hello.queryByText(/oam\.dev/)).not.toBeInTheDocument();
    expect(hello.queryByText('ReadOnly')).not.toBeInTheDocument();
    expect(await hello.findByRole('button', { name: 'Edit hello-world' })).toBeInTheDocument();
    expect(hello.getByRole('button', { name: 'Delete hello-world' })).toBeInTheDocument();

    const addon = await card('addon-fluxcd');
    expect(addon.getByText('ReadOnly')).toBeInTheDocument();
    expect((await card('Cart')).getByText('ReadOnly')).toBeInTheDocument();
    await allAnswersShown();
    expect(addon.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Application' })).toBeInTheDocument();
  });

  it('remembers the table view, and the URL wins over the remembered view', async () => {
    const first = render('/applications');
    await card('Hello World');
    await first.user.click(screen.getByRole('button', { name: 'Table' }));
    expect(await screen.findByRole('columnheader', { name: 'Name(Alias)' })).toBeInTheDocument();
    expect(localStorage.getItem(LIST_VIEW_KEY)).toBe('table');
    expect(currentPath()).toContain('view=table');
    const row = within(
      (await screen.findByRole('link', { name: 'hello-world(Hello World)' })).closest('tr')!,
    );
    expect(row.getByText('team=shop')).toBeInTheDocument();
    expect(row.getByRole('cell', { name: 'Demo' })).toBeInTheDocument();
    first.unmount();

    const again = render('/applications');
    expect(await screen.findByRole('columnheader', { name: 'Name(Alias)' })).toBeInTheDocument();
    again.unmount();

    render('/applications?view=card');
    await card('Hello World');
    expect(screen.queryByRole('columnheader', { name: 'Name(Alias)' })).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(LIST_VIEW_KEY)).toBe('card'));
  });

  it('restores project, environment, text and labels from the URL and asks the server for the first two', async () => {
    const filter = { project: 'demo', env: 'dev', q: 'hello', labels: ['team=shop'] };
    const { dataProvider } = render(
      `/applications?view=table&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'applications',
        expect.objectContaining({ filter: expect.objectContaining(filter) }),
      ),
    );
    expect(await screen.findByRole('textbox', { name: 'Search by name and description' })).toHaveValue(
      'hello',
    );
    expect(await screen.findByRole('button', { name: 'team=shop' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Name(Alias)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Environment' })).toHaveTextContent('Development');
  });

  it('writes a typed text filter into the URL and offers only visible labels', async () => {
    const { user } = render('/applications');
    await card('Hello World');
    await user.type(screen.getByRole('textbox', { name: 'Search by name and description' }), 'cart');
    await waitFor(() => expect(urlFilter()).toMatchObject({ q: 'cart' }));
    await user.click(screen.getByRole('combobox', { name: 'Labels' }));
    expect(await screen.findByRole('option', { name: 'team=shop' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'team=cart' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /oam\.dev/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'team=cart' }));
    await waitFor(() => expect(urlFilter()).toMatchObject({ labels: ['team=cart'] }));
  });

  it('says there are no applications and offers New Application', async () => {
    render('/applications', developerUser, appProvider({ ...appTables(), applications: [] }));
    expect(await screen.findByText('There are no applications')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'New Application' })).toHaveLength(2);
  });

  it('shows a viewer no New Application, Edit or Delete', async () => {
    render('/applications', demoViewer);
    await card('Hello World');
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'New Application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });
});
