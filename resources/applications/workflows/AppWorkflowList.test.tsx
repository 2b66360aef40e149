import { screen, waitFor, within } from '@testing-library/react';
import { appDeveloper, appDetailProvider, workflows } from '../shared/appDetailFakes';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { renderAppPage } from '@src/test/renderAppPage';
import type { FakeUser } from '@src/test/users';
import { demoViewer } from '@src/test/users';

const render = (path: string, user: FakeUser = appDeveloper, dataProvider = appDetailProvider()) => ({
  ...renderAppPage(path, dataProvider, user),
  dataProvider,
});

const table = async () => within(await screen.findByRole('region', { name: 'Workflows' }));

const rowOf = (list: Awaited<ReturnType<typeof table>>, text: string | RegExp) =>
  within(list.getByText(text).closest('tr') as HTMLElement);

beforeEach(signIn);

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
    const { user, dataProvider } = render('/applications/hello-world/workflows');
    const list = await table();
    await user.click(await list.findByRole('button', { name: 'Remove workflow-dev-canary' }));
    const question = within(await screen.findByRole('dialog'));
    expect(
      question.getByText('Unrecoverable after deletion, are you sure to delete it?'),
    ).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Workflow removed successfully')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith(
      'appWorkflows',
      expect.objectContaining({ id: 'workflow-dev-canary', meta: { app: 'hello-world' } }),
    );
    await waitFor(() => expect(list.queryByText(/workflow-dev-canary/)).not.toBeInTheDocument());
    expect(dataProvider.applicationStatistics.mock.calls.length).toBeGreaterThan(1);
  });

  it('sends nothing when the question is cancelled', async () => {
    const { user, dataProvider } = render('/applications/hello-world/workflows');
    const list = await table();
    await user.click(await list.findByRole('button', { name: 'Remove workflow-prod-extra' }));
    const question = within(await screen.findByRole('dialog'));
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.delete).not.toHaveBeenCalled();
  });

  it('offers no Remove for the default workflows', async () => {
    render('/applications/hello-world/workflows');
    const list = await table();
    await list.findByRole('button', { name: 'Remove workflow-prod-extra' });
    // workflow-dev and workflow-prod are marked default; workflow-qa is named as its binding's own.
    expect(list.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    expect(list.getByRole('button', { name: 'Remove workflow-dev-canary' })).toBeInTheDocument();
    for (const name of ['workflow-dev', 'workflow-prod', 'workflow-qa']) {
      expect(list.queryByRole('button', { name: `Remove ${name}` })).not.toBeInTheDocument();
    }
  });

  it('shows a Project Viewer the workflows without Remove and without studio links', async () => {
    render('/applications/hello-world/workflows', demoViewer);
    const list = await table();
    await list.findByText('workflow-dev-canary(Development Canary Workflow)');
    await allAnswersShown();
    expect(list.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(
      list.queryByRole('link', { name: 'workflow-dev-canary(Development Canary Workflow)' }),
    ).not.toBeInTheDocument();
  });

  it('changes nothing of a read-only application', async () => {
    const dataProvider = appDetailProvider({ extraTables: { 'appWorkflows:addon-fluxcd': workflows } });
    render('/applications/addon-fluxcd/workflows', appDeveloper, dataProvider);
    const list = await table();
    await list.findByText('workflow-dev-canary(Development Canary Workflow)');
    await allAnswersShown();
    expect(list.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(list.queryByRole('link', { name: /^workflow-dev-canary/ })).not.toBeInTheDocument();
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
