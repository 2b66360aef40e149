import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { listsDataProvider } from '@src/test/listDataProvider';
import { renderKit } from '@src/test/renderKit';
import { screen, waitFor, within } from '@testing-library/react';
import type { CreateParams, GetListParams } from 'react-admin';
import { vi } from 'vitest';
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { DeclaredList } from './DeclaredList';

const text = (en: string) => ({ en, zh: en });

// A declaration whose namespace choices depend on the chosen cluster.
const placements: ResourceDeclaration = {
  name: 'placements',
  label: text('Placements'),
  provider: 'vela',
  path: '/placements',
  permission: 'placement',
  menu: { workspace: 'extension' },
  columns: [{ source: 'name', label: text('Name') }],
  form: [
    { jsonKey: 'name', uiType: 'Input', label: text('Name'), validate: { required: true } },
    {
      jsonKey: 'cluster',
      uiType: 'Select',
      label: text('Cluster'),
      choices: { resource: 'clusters', value: 'name' },
    },
    {
      jsonKey: 'namespace',
      uiType: 'Select',
      label: text('Namespace'),
      choices: { resource: 'namespaces', value: 'name', dependsOn: { field: 'cluster', param: 'cluster' } },
      validate: { required: true },
      messages: { required: text('Please select a namespace') },
    },
  ],
  texts: {
    new: text('New Placement'),
    edit: text('Edit Placement'),
    created: text('Placement created'),
    updated: text('Placement updated'),
    deleted: text('Placement deleted'),
  },
};

const namespacesOf: Record<string, string[]> = { east: ['east-a', 'east-b'], west: ['west-a'] };

function placementProvider() {
  const provider = listsDataProvider({
    placements: [],
    clusters: [
      { id: 'east', name: 'east' },
      { id: 'west', name: 'west' },
    ],
  });
  const lists = provider.getList.getMockImplementation()!;
  const getList = vi.fn((resource: string, params: GetListParams) => {
    if (resource !== 'namespaces') return lists(resource, params);
    const names = namespacesOf[String(params.filter.cluster)] ?? [];
    return delayed(() => ({ data: names.map((name) => ({ id: name, name })), total: names.length }))();
  });
  const create = vi.fn(
    delayed((_resource: string, { data }: CreateParams) => ({ data: { ...data, id: data.name } })),
  );
  return Object.assign(provider, { getList, create });
}

// The test's own resources, which no feature of the console maps.
const permissions = { placements: 'placement:{name}', namespaces: 'namespace:{name}' };
beforeEach(signIn);

async function choose(user: ReturnType<typeof renderKit>['user'], field: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('a declared choice that depends on another field', () => {
  it("lists only the chosen cluster's namespaces and empties the choice when the cluster changes", async () => {
    const dataProvider = placementProvider();
    const { user } = renderKit(<DeclaredList declaration={placements} />, {
      resource: 'placements',
      path: '/placements#create',
      dataProvider,
      authProvider: fakeAuthProvider({ permissions }),
    });
    const drawer = within(await screen.findByRole('dialog', { name: 'New Placement' }));
    await user.type(await drawer.findByRole('textbox', { name: /Name/ }), 'web');
    expect(dataProvider.getList).not.toHaveBeenCalledWith('namespaces', expect.anything());

    await choose(user, 'Cluster', 'east');
    await user.click(await drawer.findByRole('combobox', { name: 'Namespace' }));
    expect(await screen.findByRole('option', { name: 'east-b' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'west-a' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'east-b' }));
    expect(drawer.getByRole('combobox', { name: 'Namespace' })).toHaveTextContent('east-b');

    await choose(user, 'Cluster', 'west');
    await user.click(drawer.getByRole('button', { name: 'Create' }));
    expect(await drawer.findByText('Please select a namespace')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await choose(user, 'Namespace', 'west-a');
    await user.click(drawer.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'placements',
        expect.objectContaining({ data: { name: 'web', cluster: 'west', namespace: 'west-a' } }),
      ),
    );
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'namespaces',
      expect.objectContaining({ filter: { cluster: 'west' } }),
    );
  });
});
