import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { APP_URL, renderAppPage, seedHelloWorld } from '../detail/appDetailSandbox';

const sandbox = setUpSandbox({ user: 'alice' });

const render = (path: string) => renderAppPage(sandbox, path);

const bindings = async () => within(await screen.findByRole('region', { name: 'Environments' }));

beforeEach(() => seedHelloWorld(sandbox, { deployed: false }));

describe('environment bindings', () => {
  it('lists the bound environments with their namespace and targets', async () => {
    render('/applications/hello-world/envbinding');
    const list = await bindings();
    const link = await list.findByRole('link', { name: 'dev(Development)' });
    expect(link).toHaveAttribute('href', '/applications/hello-world/envbinding/dev');
    expect(list.getByText('dev-ns')).toBeInTheDocument();
    expect(list.getByText('Production target')).toBeInTheDocument();
  });

  it('edits the environment of a binding', async () => {
    const { user } = render('/applications/hello-world/envbinding');
    const list = await bindings();
    await user.click(await list.findByRole('button', { name: 'Edit dev' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit Environment' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const alias = await drawer.findByRole('textbox', { name: 'Alias' });
    await waitFor(() => expect(alias).toHaveValue('Development'));
    await user.clear(alias);
    await user.type(alias, 'Dev');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Environment updated successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain('PUT /api/v1/envs/dev');
    expect(await sandbox.request('GET', '/api/v1/envs?project=default')).toMatchObject({
      envs: expect.arrayContaining([expect.objectContaining({ name: 'dev', alias: 'Dev' })]),
    });
  });

  it('deletes a binding after the question', async () => {
    const { user } = render('/applications/hello-world/envbinding');
    const list = await bindings();
    await user.click(await list.findByRole('button', { name: 'Delete prod' }));
    const question = within(await screen.findByRole('dialog'));
    expect(
      question.getByText('Unrecoverable after deletion, are you sure to delete it?'),
    ).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Environment binding deleted successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`DELETE ${APP_URL}/envs/prod`);
    const left = await sandbox.request<{ envBindings: { name: string }[] }>('GET', `${APP_URL}/envs`);
    expect(left.envBindings.map((binding) => binding.name)).toEqual(['dev', 'qa']);
  });

  it('shows a Project Viewer neither Edit nor Delete', async () => {
    await sandbox.signIn('bob');
    render('/applications/hello-world/envbinding');
    const list = await bindings();
    await list.findByRole('link', { name: 'dev(Development)' });
    await allAnswersShown();
    expect(list.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(list.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});

describe('the workflows table', () => {
  it('lists every workflow with its environment, default marker and steps', async () => {
    render('/applications/hello-world/workflows');
    const table = within(await screen.findByRole('region', { name: 'Workflows' }));
    const row = (await table.findByText('workflow-dev(Development Workflow)')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('dev')).toBeInTheDocument();
    expect(cells.getByText('Default')).toBeInTheDocument();
    expect(cells.getByText('Deploy To dev')).toBeInTheDocument();
    const canary = within(table.getByText(/workflow-dev-canary/).closest('tr') as HTMLElement);
    expect(canary.queryByText('Default')).not.toBeInTheDocument();
  });
});
