import { features } from '@src/features';
import { activeMenu } from './activeMenu';
import { workspacesOf } from './navigation';
import { withGrafanaMenus } from './grafanaMenus';
import { menuGroups } from './pluginMenus';

const workspaces = workspacesOf(features);
const extensionOf = (all: ReturnType<typeof withGrafanaMenus>) =>
  all.find(({ name }) => name === 'extension')?.menus ?? [];

describe('withGrafanaMenus', () => {
  it('adds a link per config with a web endpoint to the extension workspace, in a Grafana group last', () => {
    const all = withGrafanaMenus(workspaces, [
      { name: 'ops', alias: 'Ops', properties: { endpoint: 'https://grafana.ops.example.com' } },
      { name: 'dev', alias: '', properties: { endpoint: 'http://127.0.0.1:3000/d/x' } },
    ]);
    const groups = menuGroups(extensionOf(all));
    expect(groups.at(-1)?.catalog).toBe('Grafana');
    expect(groups.at(-1)?.menus.map(({ label, to, external }) => [label, to, external])).toEqual([
      ['Ops', 'https://grafana.ops.example.com/', true],
      ['dev', 'http://127.0.0.1:3000/d/x', true],
    ]);
    expect(all.filter(({ name }) => name !== 'extension')).toEqual(
      workspaces.filter(({ name }) => name !== 'extension'),
    );
  });

  it.each([
    ['a javascript: endpoint', { name: 'x', properties: { endpoint: 'javascript:alert(1)' } }],
    ['a data: endpoint', { name: 'x', properties: { endpoint: 'data:text/html,hi' } }],
    ['a relative endpoint', { name: 'x', properties: { endpoint: '/grafana' } }],
    ['no endpoint', { name: 'x', properties: {} }],
    ['properties that are text', { name: 'x', properties: 'endpoint' }],
    ['properties that are null', { name: 'x', properties: null }],
    ['a name that is not text', { name: 7, properties: { endpoint: 'http://localhost:3000' } }],
  ])('leaves out a config with %s, and the group with it', (_case, config) => {
    expect(withGrafanaMenus(workspaces, [config])).toBe(workspaces);
  });

  it('names a config whose alias is not text by its name', () => {
    const config = { name: 'g', alias: { en: 'G' }, properties: { endpoint: 'http://localhost:3000' } };
    expect(extensionOf(withGrafanaMenus(workspaces, [config])).at(-1)?.label).toBe('g');
  });

  it('makes no link the active menu of any page', () => {
    const all = withGrafanaMenus(workspaces, [
      { name: 'g', properties: { endpoint: 'http://localhost:3000' } },
    ]);
    expect(activeMenu('/addons', all)?.menu).toBe('addons');
    expect(activeMenu('http://localhost:3000/', all)).toBeUndefined();
  });
});
