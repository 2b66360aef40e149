import { screen, waitFor } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '../test/fakeAuthProvider';
import { listsDataProvider } from '../test/listDataProvider';
import { currentPath, renderConsole } from '../test/renderConsole';

const NOT_FOUND = 'The route is not exist(404)';
const template = (name: string, alias: string) => ({ id: name, name, alias });
const withDemoProject = () => ({
  // An environment never deployed: its status page answers without runtime views.
  dataProvider: Object.assign(
    listsDataProvider({
      projects: [{ id: 'demo', name: 'demo', alias: 'Demo' }],
      applications: [
        { id: 'web', name: 'web', alias: '', description: '', project: { name: 'demo', alias: 'Demo' } },
      ],
      appEnvBindings: [{ id: 'dev', name: 'dev', alias: '' }],
      configTemplates: [
        template('helm-repository', 'Helm Repository'),
        template('image-registry', 'Image Registry'),
      ],
    }),
    {
      envStatus: async () => null,
      pipelineDetail: async () => ({
        name: 'build',
        alias: '',
        description: '',
        project: { name: 'demo', alias: 'Demo' },
        spec: {},
      }),
    },
  ),
});

describe('routing', () => {
  it('shows the 404 page for an unknown route', async () => {
    signIn();
    renderConsole('/no/such/page');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(currentPath()).toBe('/notFound');
  });

  it('sends a visitor without a token to the login page', async () => {
    renderConsole('/applications');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it.each([
    ['/', '/applications', 'Deploy and manage all your applications'],
    ['/projects/demo', '/projects/demo/summary', 'Config Distributions'],
    ['/configs', '/configs/helm-repository/config', 'New Config'],
    ['/definitions', '/definitions/component/config', 'There are no definitions of this type'],
    ['/definitions/trait', '/definitions/trait/config', 'There are no definitions of this type'],
    ['/configs/image-registry', '/configs/image-registry/config', 'New Config'],
    ['/applications/web', '/applications/web/config', 'Properties'],
  ])('redirects %s to %s', async (from, to, text) => {
    signIn();
    renderConsole(from, withDemoProject());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(currentPath()).toBe(to);
  });

  it.each([
    ['/applications', 'Deploy and manage all your applications'],
    ['/applications/web/envbinding/dev/status', 'The current environment has not been deployed.'],
    [
      '/pipelines',
      'Orchestrate your multiple cloud native app release processes or model your cloud native pipeline.',
    ],
    ['/addons', 'Manages extended platform capabilities for KubeVela and VelaUX.'],
    ['/addons/cloudshell', 'cloudshell'],
    ['/addons/fluxcd', 'fluxcd'],
    ['/platform/projects', 'New Project'],
    ['/projects/demo/applications', 'New Application'],
    ['/projects/demo/pipelines', 'There are no pipelines'],
    [
      '/projects/demo/pipelines/build/studio',
      'This pipeline has no steps yet. Add one, or write them in the YAML view.',
    ],
    ['/projects/demo/roles', 'There are no roles'],
    ['/projects/demo/members', 'There are no members'],
    ['/configs/helm-repository/config', 'New Config'],
    ['/definitions/workflowstep/config', 'There are no definitions of this type'],
    ['/definitions/component/webservice/ui-schema', 'Back to the definitions'],
    ['/settings', 'Platform Settings'],
    // The demo data provider has no plugins: each plugin page states its load failure.
    ['/manage/plugins', 'Unknown Plugins'],
    ['/manage/plugins/node-dashboard/config', 'Unknown Plugin'],
    ['/plugins/node-dashboard', 'Unknown Plugin'],
  ])('resolves %s', async (path, text) => {
    signIn();
    renderConsole(path, withDemoProject());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it.each(['/projects/demo/nonsense', '/definitions/widget/config'])('treats %s as unknown', async (path) => {
    signIn();
    renderConsole(path);
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
  });

  it.each(['/users/create', '/envs/default', '/clusters/local/edit', '/roles/admin', '/pipelines/nightly'])(
    'sends %s, below a list that has no such view, to the 404 page',
    async (path) => {
      signIn();
      renderConsole(path);
      expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
      expect(currentPath()).toBe('/notFound');
    },
  );

  it('lets the single sign-on callback exchange its code and enter the console', async () => {
    const authProvider = fakeAuthProvider();
    renderConsole('/callback?code=abc', { authProvider });
    expect(await screen.findByText('Deploy and manage all your applications')).toBeInTheDocument();
    expect(authProvider.loginWithCode).toHaveBeenCalledWith('abc');
    expect(currentPath()).toBe('/applications');
  });

  it('shows a Dex Error dialog when the exchange fails, whose Retry clears the tokens', async () => {
    const failure = Object.assign(new Error('dex down'), { businessCode: 12009, serverMessage: 'dex down' });
    const authProvider = fakeAuthProvider({ loginFailure: failure });
    const { user } = renderConsole('/callback?code=abc', { authProvider });
    const dialog = await screen.findByRole('dialog', { name: 'Dex Error' });
    expect(dialog).toHaveTextContent('dex down(12009)');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(authProvider.logout).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
