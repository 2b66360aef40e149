import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { APP_URL, letAliceIntoSystem, renderAppPage, seedHelloWorld } from '../detail/appDetailSandbox';

const sandbox = setUpSandbox({ user: 'alice' });

const render = (path: string) => renderAppPage(sandbox, path);

const table = async () => within(await screen.findByRole('region', { name: 'Workflows' }));

const rowOf = (list: Awaited<ReturnType<typeof table>>, text: string | RegExp) =>
  within(list.getByText(text).closest('tr') as HTMLElement);

const asked = (request: string) => sandbox.asked().filter((each) => each.startsWith(request));

beforeEach(() => seedHelloWorld(sandbox, { deployed: false }));

describe('the application workflows table', () => {
  it('opens a workflow in the studio from its name, and its environment from the environment', async () => {
    render('/applications/hello-world/workflows');
    const list = await table();
    const link = await list.findByRole('link', { name: 'workflow-dev-canary(Development Canary Workflow)' });
    expect(link).toHaveAttribute(
      'href',
      '/applications/hello-world/envbinding/dev/workflow/workflow-dev-canary/studio',
    );
    const row = rowOf(list, 'workflow-prod(Production Workflow)');
    expect(row.getByRole('link', { name: 'prod' })).toHaveAttribute(
      'href',
      '/applications/hello-world/envbinding/prod/workflow',
    );
    expect(row.getByText('StepByStep-DAG')).toBeInTheDocument();
  });

  it('removes a workflow after the question', async () => {
    const { user } = render('/applications/hello-world/workflows');
    const list = await table();
    await user.click(await list.findByRole('button', { name: 'Remove workflow-dev-canary' }));
    const question = within(await screen.findByRole('dialog'));
    expect(
      question.getByText('Unrecoverable after deletion, are you sure to delete it?'),
    ).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Workflow removed successfully')).toBeInTheDocument();
    expect(asked(`DELETE ${APP_URL}/workflows/workflow-dev-canary`)).toHaveLength(1);
    await waitFor(() => expect(list.queryByText(/workflow-dev-canary/)).not.toBeInTheDocument());
    expect(asked(`GET ${APP_URL}/statistics`).length).toBeGreaterThan(1);
  });

  it('sends nothing when the question is cancelled', async () => {
    const { user } = render('/applications/hello-world/workflows');
    const list = await table();
    await user.click(await list.findByRole('button', { name: 'Remove workflow-prod-extra' }));
    const question = within(await screen.findByRole('dialog'));
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(asked('DELETE')).toEqual([]);
  });

  it('offers no Remove for the default workflows', async () => {
    render('/applications/hello-world/workflows');
    const list = await table();
    await list.findByRole('button', { name: 'Remove workflow-prod-extra' });
    // workflow-dev is marked default; workflow-prod and workflow-qa are named as their binding's own.
    expect(list.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    expect(list.getByRole('button', { name: 'Remove workflow-dev-canary' })).toBeInTheDocument();
    for (const name of ['workflow-dev', 'workflow-prod', 'workflow-qa']) {
      expect(list.queryByRole('button', { name: `Remove ${name}` })).not.toBeInTheDocument();
    }
  });

  it('shows a Project Viewer the workflows without Remove and without studio links', async () => {
    await sandbox.signIn('bob');
    render('/applications/hello-world/workflows');
    const list = await table();
    await list.findByText('workflow-dev-canary(Development Canary Workflow)');
    await allAnswersShown();
    expect(list.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(
      list.queryByRole('link', { name: 'workflow-dev-canary(Development Canary Workflow)' }),
    ).not.toBeInTheDocument();
  });

  it('changes nothing of a read-only application', async () => {
    await letAliceIntoSystem(sandbox);
    const addon = '/api/v1/applications/addon-fluxcd/workflows';
    const own = await sandbox.request<{ steps: object[] }>('GET', `${addon}/workflow-system`);
    await sandbox.request('POST', addon, {
      ...own,
      name: 'workflow-system-canary',
      alias: 'System Canary Workflow',
      default: false,
    });
    render('/applications/addon-fluxcd/workflows');
    const list = await table();
    await list.findByText('workflow-system-canary(System Canary Workflow)');
    await allAnswersShown();
    expect(list.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(list.queryByRole('link', { name: /^workflow-system-canary/ })).not.toBeInTheDocument();
  });

  it('removes in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = render('/applications/hello-world/workflows');
    const list = within(await screen.findByRole('region', { name: '工作流' }));
    await user.click(await list.findByRole('button', { name: '移除 workflow-dev-canary' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认' }));
    expect(await screen.findByText('工作流删除成功')).toBeInTheDocument();
  });
});
