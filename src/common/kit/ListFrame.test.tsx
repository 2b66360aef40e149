import Button from '@mui/material/Button';
import { businessError, statusError } from '@dataProvider/apiError';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { screen, waitFor, within } from '@testing-library/react';
import { DataTable, TextInput, useRecordContext } from 'react-admin';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { listDataProvider } from '@src/test/listDataProvider';
import { currentPath } from '@src/test/renderConsole';
import { renderKit } from '@src/test/renderKit';
import { EmptyState } from './EmptyState';
import { ListFrame } from './ListFrame';
import { useUrlDrawer } from './useUrlDrawer';

const env = (name: string) => ({ id: name, name, alias: `${name} alias` });

const EnvFrame = () => (
  <ListFrame
    subtitle="Where applications are delivered"
    filters={[<TextInput key="q" source="q" label="Search" alwaysOn />]}
    actions={<Button>New Environment</Button>}
    empty={<EmptyState text="There are no environments" action={<Button>New Environment</Button>} />}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="alias" />
    </DataTable>
  </ListFrame>
);

const EditRow = () => {
  const record = useRecordContext<{ name: string }>();
  const { open } = useUrlDrawer();
  return <Button onClick={() => open('edit', record?.name)}>{`Edit ${record?.name}`}</Button>;
};

const DrawerFrame = () => {
  const { drawer, id } = useUrlDrawer();
  return (
    <>
      <ListFrame subtitle="" filters={[<TextInput key="q" source="q" label="Search" alwaysOn />]}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="alias" />
          <DataTable.Col label="Actions">
            <EditRow />
          </DataTable.Col>
        </DataTable>
      </ListFrame>
      <output aria-label="open drawer">{drawer ? `${drawer}:${id ?? ''}` : 'none'}</output>
    </>
  );
};

const failingWith = (error: Error) => {
  const dataProvider = listDataProvider('envs', []);
  dataProvider.getList.mockImplementation(
    delayed(() => {
      throw error;
    }),
  );
  return dataProvider;
};

beforeEach(signIn);

describe('the list frame', () => {
  it('shows title, subtitle and actions, then the rows, asking for failures to stay out of toasts', async () => {
    const dataProvider = listDataProvider('envs', [env('dev'), env('prod')]);
    renderKit(<EnvFrame />, { dataProvider });
    expect(screen.getByRole('heading', { level: 1, name: 'Environments' })).toBeInTheDocument();
    expect(screen.getByText('Where applications are delivered')).toBeInTheDocument();
    expect(await screen.findByText('prod alias')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Environment' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'envs',
      expect.objectContaining({ meta: expect.objectContaining(ERROR_SHOWN_BY_PAGE) }),
    );
  });

  it('draws a skeleton in place of the rows while the first page loads', async () => {
    renderKit(<EnvFrame />, { dataProvider: listDataProvider('envs', [env('dev')]) });
    expect(await screen.findByRole('progressbar', { name: 'Loading Environments' })).toBeInTheDocument();
    expect(await screen.findByText('dev alias')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading Environments' })).not.toBeInTheDocument();
  });

  it('shows the empty text and its call to action, without a pager, when the load returns nothing', async () => {
    renderKit(<EnvFrame />, { dataProvider: listDataProvider('envs', []) });
    expect(await screen.findByText('There are no environments')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Environment' })).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/of \d+/)).not.toBeInTheDocument();
  });

  it('shows a failed load as an error with the server reason and a Retry, never as an empty list', async () => {
    const dataProvider = failingWith(
      businessError(500, { BusinessCode: 10000, Message: 'database is down' }),
    );
    const { user } = renderKit(<EnvFrame />, { dataProvider });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Environments could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('database is down(10000)')).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByText('There are no environments')).not.toBeInTheDocument();
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();
    expect(screen.queryByText(/of \d+/)).not.toBeInTheDocument();
    expect(screen.getAllByText('database is down(10000)')).toHaveLength(1);

    dataProvider.getList.mockImplementation(delayed(() => ({ data: [env('dev')], total: 1 })));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('dev alias')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the HTTP status when the server gave no reason', async () => {
    renderKit(<EnvFrame />, { dataProvider: failingWith(statusError(403)) });
    expect(
      await screen.findByText('403 Forbidden, please check the network or contact the administrator!'),
    ).toBeInTheDocument();
  });

  it('loads the list again on Refresh', async () => {
    const dataProvider = listDataProvider('envs', [env('dev')]);
    const { user } = renderKit(<EnvFrame />, { dataProvider });
    await screen.findByText('dev alias');
    const calls = dataProvider.getList.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it('keeps the filters in the URL, so a link reproduces the view', async () => {
    const dataProvider = listDataProvider('envs', [env('dev')]);
    const { user } = renderKit(<EnvFrame />, { dataProvider });
    await screen.findByText('dev alias');
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'pro');
    await waitFor(() => expect(decodeURIComponent(currentPath())).toContain('"q":"pro"'));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'envs',
        expect.objectContaining({ filter: { q: 'pro' } }),
      ),
    );
  });

  it('replaces the address as the filter changes, so Back leaves the list instead of undoing the search', async () => {
    const dataProvider = listDataProvider('envs', [env('dev')]);
    const { user } = renderKit(<EnvFrame />, { dataProvider });
    await screen.findByText('dev alias');
    const entries = window.history.length;
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'pr');
    await waitFor(() => expect(decodeURIComponent(currentPath())).toContain('"q":"pr"'));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'o');
    await waitFor(() => expect(decodeURIComponent(currentPath())).toContain('"q":"pro"'));
    expect(window.history.length).toBe(entries);
  });

  it('keeps a drawer opened while the filter was still being applied', async () => {
    const dataProvider = listDataProvider('envs', [env('dev')]);
    const { user } = renderKit(<DrawerFrame />, { dataProvider });
    await screen.findByText('dev alias');
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'de');
    await user.click(screen.getByRole('button', { name: 'Edit dev' }));
    await waitFor(() => expect(decodeURIComponent(currentPath())).toContain('"q":"de"'));
    await waitFor(() => expect(window.location.hash).toBe('#edit/dev'));
    expect(screen.getByRole('status', { name: 'open drawer' })).toHaveTextContent('edit:dev');
  });

  it('starts from the filters of the URL', async () => {
    const dataProvider = listDataProvider('envs', [env('dev')]);
    renderKit(<EnvFrame />, { dataProvider, path: `/?filter=${encodeURIComponent('{"q":"de"}')}` });
    expect(await screen.findByRole('textbox', { name: 'Search' })).toHaveValue('de');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'envs',
        expect.objectContaining({ filter: { q: 'de' } }),
      ),
    );
  });

  it('remembers the page of each list under its own store key', async () => {
    const rows = Array.from({ length: 12 }, (_, index) => env(`env-${String(index).padStart(2, '0')}`));
    const dataProvider = listDataProvider('envs', rows);
    const frame = (storeKey: string) => (
      <ListFrame storeKey={storeKey}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
        </DataTable>
      </ListFrame>
    );
    const first = renderKit(frame('envs.first'), { dataProvider });
    await first.user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('env-11')).toBeInTheDocument();
    first.unmount();

    window.history.replaceState(null, '', '/');
    const second = renderKit(frame('envs.second'), { dataProvider });
    expect(await screen.findByText('env-00')).toBeInTheDocument();
    second.unmount();

    window.history.replaceState(null, '', '/');
    renderKit(frame('envs.first'), { dataProvider });
    expect(await screen.findByText('env-11')).toBeInTheDocument();
  });
});

describe('a list frame in a tab of a page', () => {
  it('titles the list with an h2 below the page heading', async () => {
    renderKit(
      <ListFrame headingLevel={2}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
        </DataTable>
      </ListFrame>,
      { resource: 'envs', dataProvider: listDataProvider('envs', [env('dev')]) },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Environments' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
