import { statusError } from '@dataProvider/apiError';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { GetListParams } from 'react-admin';
import { vi } from 'vitest';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import type { FakeAuthProvider } from '@src/test/fakeAuthProvider';
import { catchDownloads } from '@src/test/csvDownload';
import { allAnswersShown, delayed } from '@src/test/latency';
import { renderConsole } from '@src/test/renderConsole';
import { renderKit } from '@src/test/renderKit';
import type { FakeUser } from '@src/test/users';
import type { DataProvider } from 'react-admin';
import { DefinitionList } from './DefinitionList';

const definition = (name: string, status = 'enable', extra: Record<string, string> = {}) => ({
  id: name,
  name,
  alias: '',
  description: `The ${name} definition`,
  status,
  ownerAddon: '',
  category: '',
  icon: '',
  labels: {},
  ...extra,
});

const byType: Record<string, ReturnType<typeof definition>[]> = {
  component: [
    definition('webservice'),
    definition('worker', 'disable'),
    definition('helm', 'enable', { ownerAddon: 'fluxcd', alias: 'Helm Chart' }),
  ],
  trait: [definition('scaler', 'enable', { alias: 'Manual Scaler' })],
  workflowstep: Array.from({ length: 12 }, (_, index) =>
    definition(`step-${String(index).padStart(2, '0')}`),
  ),
};

function definitionsProvider() {
  const getList = vi.fn(
    delayed((_resource: string, { filter }: GetListParams) => {
      const rows = byType[String(filter.type)] ?? [];
      return { data: rows, total: rows.length };
    }),
  );
  const updateDefinitionStatus = vi.fn(delayed(() => []));
  return Object.assign(testDataProvider({ getList: getList as never }), { getList, updateDefinitionStatus });
}

/** A type's page at its route, without the layout (whose menu gate has a test of its own below). */
const renderList = (
  path: string,
  providers: { dataProvider: DataProvider; authProvider?: FakeAuthProvider },
) =>
  renderKit(<DefinitionList />, {
    path,
    route: '/definitions/:definitionType/config',
    resource: 'definitions',
    ...providers,
  });

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name, { selector: 'td *, td' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

/** May list every definition and update only webservice. */
const webserviceEditor: FakeUser = {
  name: 'editor',
  platformPermissions: [
    { name: 'list', resources: ['definition:*'], actions: ['list'], effect: 'Allow' },
    { name: 'edit', resources: ['definition:webservice'], actions: ['update'], effect: 'Allow' },
  ],
  projectPermissions: {},
};

describe('the definition list', () => {
  it('lists every definition of the type, hidden ones too, with status, owner addon and links', async () => {
    signIn();
    const dataProvider = definitionsProvider();
    renderList('/definitions/component/config', { dataProvider });

    const helm = await rowOf('helm');
    expect(within(helm).getByText('Helm Chart')).toBeInTheDocument();
    expect(within(helm).getByText('fluxcd')).toBeInTheDocument();
    expect(within(helm).getByRole('link', { name: 'UI Schema' })).toHaveAttribute(
      'href',
      '/definitions/component/helm/ui-schema',
    );
    expect(within(await rowOf('worker')).getByText('Disabled')).toBeInTheDocument();
    expect(within(await rowOf('webservice')).getByText('Enabled')).toBeInTheDocument();
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(names).toEqual(['helm', 'webservice', 'worker']);
    expect(screen.getByRole('heading', { name: 'Definitions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Component', selected: true })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'definitions',
      expect.objectContaining({ filter: { type: 'component', queryAll: true } }),
    );
  });

  it('filters the rows by name as the search is typed', async () => {
    signIn();
    const { user } = renderList('/definitions/component/config', { dataProvider: definitionsProvider() });
    await rowOf('webservice');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'WOR');
    await waitFor(() => expect(screen.queryByText('webservice')).not.toBeInTheDocument());
    expect(await rowOf('worker')).toBeInTheDocument();
    expect(screen.queryByText('helm')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'x');
    expect(await screen.findByText('No definition name contains "WORx"')).toBeInTheDocument();
  });

  it('exports every definition the search leaves, by name, beyond the page shown', async () => {
    signIn();
    const { download } = catchDownloads();
    const { user } = renderList('/definitions/workflowstep/config', {
      dataProvider: definitionsProvider(),
    });
    await rowOf('step-00');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'step-1');
    await waitFor(() => expect(screen.queryByText('step-00')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const { fileName, lines } = await download();
    expect(fileName).toBe('definitions-workflowstep.csv');
    expect(lines).toEqual([
      'Name,Alias,Description,Status,Owner Addon',
      'step-10,,The step-10 definition,Enabled,',
      'step-11,,The step-11 definition,Enabled,',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await rowOf('step-00');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect((await download()).lines).toHaveLength(13);
  });

  it('opens the page the address names and keeps the page there, back to the first as the search changes', async () => {
    signIn();
    const { user } = renderList('/definitions/workflowstep/config?page=2', {
      dataProvider: definitionsProvider(),
    });
    expect(await rowOf('step-11')).toBeInTheDocument();
    expect(screen.queryByText('step-00')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 1' }));
    expect(await rowOf('step-00')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'step');
    await waitFor(() => expect(window.location.search).toBe('?q=step'));
    expect(await rowOf('step-00')).toBeInTheDocument();
  });

  it('switches type through the tabs', async () => {
    signIn();
    const { user } = renderList('/definitions/component/config', { dataProvider: definitionsProvider() });
    await rowOf('webservice');
    await user.click(screen.getByRole('tab', { name: 'Trait' }));
    expect(await rowOf('scaler')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/definitions/trait/config');
  });

  it('disables an enabled definition and enables a disabled one, with the type in the body', async () => {
    signIn();
    const dataProvider = definitionsProvider();
    const { user } = renderList('/definitions/component/config', { dataProvider });

    await user.click(await within(await rowOf('webservice')).findByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(dataProvider.updateDefinitionStatus).toHaveBeenCalledWith('webservice', {
        type: 'component',
        hiddenInUI: true,
      }),
    );
    expect(await screen.findByText('Update definition status success')).toBeInTheDocument();
    // The list is read again after the change.
    const definitionReads = () =>
      dataProvider.getList.mock.calls.filter(([resource]) => resource === 'definitions');
    await waitFor(() => expect(definitionReads()).toHaveLength(2));

    await user.click(await within(await rowOf('worker')).findByRole('button', { name: 'Enable' }));
    await waitFor(() =>
      expect(dataProvider.updateDefinitionStatus).toHaveBeenLastCalledWith('worker', {
        type: 'component',
        hiddenInUI: false,
      }),
    );
  });

  it('shows the toggle only on definitions the user may update', async () => {
    signIn();
    renderList('/definitions/component/config', {
      dataProvider: definitionsProvider(),
      authProvider: fakeAuthProvider({ user: webserviceEditor }),
    });
    const webservice = await rowOf('webservice');
    expect(await within(webservice).findByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(within(await rowOf('worker')).queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
    expect(within(await rowOf('helm')).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(await rowOf('helm')).getByRole('link', { name: 'UI Schema' })).toBeInTheDocument();
  });

  it('shows a user without definition:* list the access-denied page without loading anything', async () => {
    signIn();
    const dataProvider = definitionsProvider();
    const outsider: FakeUser = { name: 'outsider', platformPermissions: [], projectPermissions: {} };
    // The layout's gate of the Definitions menu refuses the page: the whole console.
    renderConsole('/definitions/component/config', {
      dataProvider,
      authProvider: fakeAuthProvider({ user: outsider }),
    });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    await allAnswersShown();
    expect(dataProvider.getList).not.toHaveBeenCalledWith('definitions', expect.anything());
  });

  it('says so when a type has no definitions', async () => {
    signIn();
    renderList('/definitions/policy/config', { dataProvider: definitionsProvider() });
    expect(await screen.findByText('There are no definitions of this type')).toBeInTheDocument();
  });

  it('shows a failed load with its reason, once, and offers a retry', async () => {
    signIn();
    const dataProvider = definitionsProvider();
    dataProvider.getList.mockImplementation(
      delayed(() => {
        throw statusError(502);
      }),
    );
    const { user } = renderList('/definitions/component/config', { dataProvider });
    expect(await screen.findByText('The definitions could not be loaded.')).toBeInTheDocument();
    await allAnswersShown();
    expect(
      screen.getAllByText('502 GatewayError, please check the network or contact the administrator!'),
    ).toHaveLength(1);
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'definitions',
      expect.objectContaining({ meta: ERROR_SHOWN_BY_PAGE }),
    );

    dataProvider.getList.mockResolvedValue({ data: byType.trait, total: 1 });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf('scaler')).toBeInTheDocument();
  });
});
