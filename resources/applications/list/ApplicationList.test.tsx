import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { seedAppList } from './appListSandbox';
import { ApplicationList } from './ApplicationList';
import { LIST_VIEW_KEY } from './useListView';

const sandbox = setUpSandbox({ user: 'alice' });

const PASSWORD = 'Secret123';

const render = (path: string) =>
  renderWithSandbox(sandbox, <ApplicationList />, { resource: 'applications', path });

const card = async (title: string) => within(await screen.findByRole('article', { name: title }));

const urlFilter = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');

const currentPath = () => `${window.location.pathname}${window.location.search}`;

beforeEach(async () => {
  localStorage.removeItem(LIST_VIEW_KEY);
  await seedAppList(sandbox);
});

describe('the application list', () => {
  it('shows cards by default: alias, description, visible labels, create time and the ReadOnly marker', async () => {
    // alice also develops in system, where the addons' applications live.
    await sandbox.request('POST', '/api/v1/projects/system/users', {
      userName: 'alice',
      userRoles: ['app-developer'],
    });
    render('/applications');
    const hello = await card('Hello World');
    expect(screen.getByRole('heading', { name: 'Applications', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Deploy and manage all your applications')).toBeInTheDocument();
    expect(hello.getByRole('link', { name: 'Hello World' })).toHaveAttribute(
      'href',
      '/applications/hello-world/config',
    );
    expect(hello.getByText('A first application.')).toBeInTheDocument();
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
    expect(row.getByRole('cell', { name: 'Default' })).toBeInTheDocument();
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
    const filter = { project: 'default', env: 'default', q: 'hello', labels: ['team=shop'] };
    render(`/applications?view=table&filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(await screen.findByRole('link', { name: 'hello-world(Hello World)' })).toBeInTheDocument();
    expect(sandbox.asked()).toContainEqual(
      expect.stringMatching(/^GET \/api\/v1\/applications\?(?=.*\bproject=default\b)(?=.*\benv=default\b)/),
    );
    expect(screen.queryByRole('link', { name: 'guestbook(Guestbook)' })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Search by name and description' })).toHaveValue(
      'hello',
    );
    expect(await screen.findByRole('button', { name: 'team=shop' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name(Alias)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Environment' })).toHaveTextContent('Default'),
    );
  });

  it('writes a typed text filter into the URL and offers only visible labels', async () => {
    const { user } = render('/applications');
    await card('Hello World');
    await user.type(await screen.findByRole('textbox', { name: 'Search by name and description' }), 'cart');
    await waitFor(() => expect(urlFilter()).toMatchObject({ q: 'cart' }));
    await user.click(screen.getByRole('combobox', { name: 'Labels' }));
    expect(await screen.findByRole('option', { name: 'team=shop' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'team=cart' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /oam\.dev/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'team=cart' }));
    await waitFor(() => expect(urlFilter()).toMatchObject({ labels: ['team=cart'] }));
  });

  it('says there are no applications and offers New Application', async () => {
    // newbie develops in a project that has no applications yet.
    await sandbox.request('POST', '/api/v1/projects', { name: 'empty', alias: 'Empty', owner: 'admin' });
    await sandbox.request('POST', '/api/v1/users', {
      name: 'newbie',
      email: 'newbie@example.com',
      password: PASSWORD,
    });
    await sandbox.request('POST', '/api/v1/projects/empty/users', {
      userName: 'newbie',
      userRoles: ['app-developer'],
    });
    await sandbox.signIn('newbie', PASSWORD);
    render('/applications');
    expect(await screen.findByText('There are no applications')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'New Application' })).toHaveLength(2);
  });

  it('shows a viewer no New Application, Edit or Delete', async () => {
    await sandbox.signIn('bob');
    render('/applications');
    await card('Hello World');
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'New Application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });
});
