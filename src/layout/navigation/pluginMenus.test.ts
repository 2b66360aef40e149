import type { PluginMeta } from '@dataProvider/verbs/plugins';
import { features } from '@src/features';
import { activeMenu } from './activeMenu';
import { workspacesOf } from './navigation';
import { menuGroups, pluginPagePath, withPluginMenus } from './pluginMenus';

type Include = PluginMeta['includes'][number];

const workspaces = workspacesOf(features);

function plugin(id: string, includes: Partial<Include>[], type = 'page-app'): PluginMeta {
  return {
    id,
    type,
    name: id,
    includes: includes.map((include) => ({
      name: id,
      label: id,
      to: `/plugins/${id}`,
      type: 'Workspace',
      icon: '',
      workspace: { name: 'extension' },
      relatedRoute: [`/plugins/${id}`],
      ...include,
    })),
  } as PluginMeta;
}

const menusOf = (all: ReturnType<typeof withPluginMenus>, name: string) =>
  all.find((workspace) => workspace.name === name)?.menus ?? [];

describe('withPluginMenus', () => {
  it('adds each include to the workspace it names, grouped by catalog after ours', () => {
    const all = withPluginMenus(workspaces, [
      plugin('app-demo', [
        { label: 'Demo App', catalog: 'Demo', permission: { action: 'list', resource: 'cluster:*' } },
      ]),
      plugin('more-demo', [{ label: 'More', catalog: 'Demo' }]),
    ]);
    const extension = menusOf(all, 'extension');
    expect(
      menuGroups(extension).map(({ catalog, menus }) => [catalog, menus.map((m) => m.label ?? m.key)]),
    ).toEqual([
      [undefined, ['addons', 'definitions', 'releaseNotes']],
      ['Demo', ['Demo App', 'More']],
    ]);
    expect(extension[3]).toMatchObject({
      to: '/plugins/app-demo',
      access: { action: 'list', resource: 'cluster:*' },
    });
    expect(menusOf(workspaces as never, 'extension')).toHaveLength(3);
  });

  it('makes a workspace for a name that is not ours, rooted at the menu', () => {
    const all = withPluginMenus(workspaces, [
      plugin('node-dashboard', [{ workspace: { name: 'observability' } }]),
    ]);
    expect(all.at(-1)).toMatchObject({
      name: 'observability',
      label: 'observability',
      rootRoute: '/plugins/node-dashboard',
    });
  });

  it('leaves out definition plugins and includes whose address is not a plugin page', () => {
    const all = withPluginMenus(workspaces, [
      plugin('definition-demo', [{}], 'definition'),
      plugin('evil', [{ to: 'javascript:alert(1)' }, { name: 'away', to: 'https://evil.example/plugins/x' }]),
    ]);
    expect(all.flatMap(({ menus }) => menus).filter(({ key }) => key.startsWith('plugin:'))).toEqual([]);
  });

  it('makes the plugin menu the active one on its pages', () => {
    const all = withPluginMenus(workspaces, [
      plugin('app-demo', [{ relatedRoute: ['/plugins/app-demo', '/plugins/app-demo-extra'] }]),
    ]);
    expect(activeMenu('/plugins/app-demo/settings', all)).toMatchObject({
      workspace: 'extension',
      menu: 'plugin:app-demo:app-demo',
    });
    expect(activeMenu('/plugins/app-demo-extra', all)?.menu).toBe('plugin:app-demo:app-demo');
    expect(activeMenu('/plugins/other', all)).toBeUndefined();
  });
});

describe('pluginPagePath', () => {
  it.each([
    ['/plugins/app-demo', '/plugins/app-demo'],
    ['/plugins/app-demo/nodes', '/plugins/app-demo/nodes'],
    ['/applications', undefined],
    ['/plugins/../settings', undefined],
    ['//evil.example/plugins/x', undefined],
    [42, undefined],
  ])('%s → %s', (address, path) => {
    expect(pluginPagePath(address)).toBe(path);
  });
});
