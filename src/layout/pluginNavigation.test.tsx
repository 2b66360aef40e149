import { screen, within } from '@testing-library/react';
import { managedPlugin } from '@resources/plugins/testing/pluginFixtures';
import { signIn } from '../test/fakeAuthProvider';
import { renderWithFakeServer } from '../test/fakeServer';
import { allAnswersShown } from '../test/latency';
import { developerUser } from '../test/users';

const include = managedPlugin().includes[0];

const plugins = [
  managedPlugin({
    id: 'app-demo',
    includes: [{ ...include, permission: { action: 'list', resource: 'project:?/application:*' } }],
  }),
  managedPlugin({
    id: 'node-dashboard',
    includes: [
      {
        ...include,
        name: 'nodes',
        label: 'Nodes',
        to: '/plugins/node-dashboard',
        relatedRoute: ['/plugins/node-dashboard'],
        catalog: 'Infrastructure',
        workspace: { name: 'observability' },
        permission: { action: 'list', resource: 'cluster:*' },
      },
    ],
  }),
];

describe('plugin menus in the navigation', () => {
  beforeEach(signIn);

  it('shows a developer the plugin menus she may open, under their catalog, and no others', async () => {
    renderWithFakeServer('/applications', {
      'GET /api/v1/auth/user_info': { body: developerUser },
      'GET /api/v1/plugins': { body: { plugins } },
    });
    const workspaces = await screen.findByRole('navigation', { name: 'Workspaces' });
    const extension = await within(workspaces).findByRole('link', { name: 'Extension' });
    expect(extension).toHaveAttribute('href', '/plugins/app-demo');
    await allAnswersShown();
    expect(within(workspaces).queryByRole('link', { name: 'observability' })).not.toBeInTheDocument();
  });

  it('gives a plugin workspace that is not ours its name and its menus', async () => {
    const { user } = renderWithFakeServer('/applications', {
      'GET /api/v1/auth/user_info': {
        body: {
          ...developerUser,
          platformPermissions: [
            { name: 'clusters', resources: ['cluster:*'], actions: ['list'], effect: 'Allow' },
          ],
        },
      },
      'GET /api/v1/plugins': { body: { plugins } },
      'GET /api/v1/plugins/node-dashboard': { body: plugins[1] },
    });
    const workspaces = await screen.findByRole('navigation', { name: 'Workspaces' });
    await user.click(await within(workspaces).findByRole('link', { name: 'observability' }));
    const sideNav = await screen.findByRole('navigation', { name: 'observability' });
    const catalog = within(sideNav).getByRole('list', { name: 'Infrastructure' });
    expect(within(catalog).getByRole('link', { name: 'Nodes' })).toHaveAttribute('aria-current', 'page');
  });
});
