import Button from '@mui/material/Button';
import { businessError } from '@dataProvider/apiError';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { screen, waitFor, within } from '@testing-library/react';
import { DataTable, useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { listDataProvider } from '@src/test/listDataProvider';
import { currentPath } from '@src/test/renderConsole';
import { renderKit } from '@src/test/renderKit';
import { ListSection } from './ListSection';

const target = (name: string) => ({ id: name, name, alias: `${name} alias` });

const TargetSection = () => (
  <ListSection resource="targets" meta={{ project: 'demo' }} perPage={2} actions={<Button>Add</Button>}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="alias" />
    </DataTable>
  </ListSection>
);

const FilterButton = ({ q }: { q: string }) => {
  const { setFilters } = useListContext();
  return <Button onClick={() => setFilters({ q })}>{`Filter ${q}`}</Button>;
};

beforeEach(signIn);

describe('a list section', () => {
  it('shows an h2 heading with its actions, then the rows, asked for with its meta', async () => {
    const dataProvider = listDataProvider('targets', [target('dev'), target('prod')]);
    renderKit(<TargetSection />, { dataProvider, path: '/projects/demo/summary' });
    expect(screen.getByRole('heading', { level: 2, name: 'Targets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(await screen.findByText('prod alias')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'targets',
      expect.objectContaining({ meta: { project: 'demo', ...ERROR_SHOWN_BY_PAGE } }),
    );
  });

  it('pages without touching the address, so several sections can share a page', async () => {
    const dataProvider = listDataProvider('targets', [target('a'), target('b'), target('c')]);
    const { user } = renderKit(<TargetSection />, { dataProvider, path: '/projects/demo/summary' });
    await screen.findByText('a alias');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('c alias')).toBeInTheDocument();
    expect(currentPath()).toBe('/projects/demo/summary');
  });

  it('keeps its page and sort under its own name in the address, beside another section, from a link on', async () => {
    const dataProvider = listDataProvider('targets', [target('a'), target('b'), target('c')]);
    const Named = ({ name }: { name: string }) => (
      <ListSection resource="targets" title={name} perPage={2} urlKey={name}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
        </DataTable>
      </ListSection>
    );
    const { user } = renderKit(
      <>
        <Named name="first" />
        <Named name="second" />
      </>,
      { dataProvider, path: '/projects/demo/summary?first.page=2#edit' },
    );
    const first = within(await screen.findByRole('region', { name: 'first' }));
    const second = within(screen.getByRole('region', { name: 'second' }));
    expect(await first.findByText('c')).toBeInTheDocument();
    expect(await second.findByText('a')).toBeInTheDocument();
    await user.click(second.getByRole('button', { name: 'Go to page 2' }));
    expect(await second.findByText('c')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/projects/demo/summary?first.page=2&second.page=2'));
    await user.click(second.getByText('Name'));
    await waitFor(() =>
      expect(currentPath()).toBe('/projects/demo/summary?first.page=2&second.order=ASC&second.sort=name'),
    );
    expect(window.location.hash).toBe('#edit');
    expect(first.getByText('c')).toBeInTheDocument();
  });

  it('keeps its page in the address when it is the only list of the page', async () => {
    const dataProvider = listDataProvider('targets', [target('a'), target('b'), target('c')]);
    const { user } = renderKit(
      <ListSection resource="targets" perPage={2} syncWithLocation>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
        </DataTable>
      </ListSection>,
      { dataProvider, path: '/projects/demo/members' },
    );
    await screen.findByText('a');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(currentPath()).toContain('page=2'));
  });

  it('replaces the address as the filter of a list kept there changes', async () => {
    const dataProvider = listDataProvider('targets', [target('a'), target('b')]);
    const { user } = renderKit(
      <ListSection resource="targets" syncWithLocation actions={[<FilterButton key="x" q="x" />]}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
        </DataTable>
      </ListSection>,
      { dataProvider, path: '/applications/web/revisions' },
    );
    await screen.findByText('a');
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Filter x' }));
    await waitFor(() => expect(decodeURIComponent(currentPath())).toContain('"q":"x"'));
    expect(window.history.length).toBe(entries);
  });

  it('remembers the params of a list kept in the address under its own store key', async () => {
    const dataProvider = listDataProvider('targets', [target('a'), target('b'), target('c')]);
    const Section = ({ storeKey }: { storeKey: string }) => (
      <ListSection resource="targets" perPage={2} syncWithLocation storeKey={storeKey}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
        </DataTable>
      </ListSection>
    );
    // One store key per page, as a list scoped to its parent (an application) has.
    const Switcher = () => {
      const { pathname } = useLocation();
      const navigate = useNavigate();
      return (
        <>
          <Button onClick={() => navigate('/other')}>Switch</Button>
          <Section key={pathname} storeKey={`targets${pathname}`} />
        </>
      );
    };
    const { user } = renderKit(<Switcher />, { dataProvider, path: '/one' });
    await screen.findByText('a');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(currentPath()).toContain('page=2'));
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('a')).toBeInTheDocument();
    expect(screen.queryByText('c')).not.toBeInTheDocument();
  });

  it('shows the empty state when the load returns nothing', async () => {
    renderKit(<TargetSection />, { dataProvider: listDataProvider('targets', []) });
    expect(await screen.findByText('There are no targets')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load once, in the section, with a Retry', async () => {
    const dataProvider = listDataProvider('targets', []);
    dataProvider.getList.mockImplementation(
      delayed(() => {
        throw businessError(400, { BusinessCode: 30002, Message: 'project is not exist' });
      }),
    );
    const { user } = renderKit(<TargetSection />, { dataProvider });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Targets could not be loaded')).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.getAllByText('project is not exist(30002)')).toHaveLength(1);

    dataProvider.getList.mockImplementation(delayed(() => ({ data: [target('dev')], total: 1 })));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('dev alias')).toBeInTheDocument();
  });
});
