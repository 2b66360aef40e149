import { screen, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { ApplicationsView } from './ApplicationsView';

// grace is the demo's Project Admin of team-shop and Project Viewer of team-data.
const sandbox = setUpSandbox({ user: 'grace' });

/** A project's applications tab: the tab draws ApplicationsView for the project of its address. */
const renderProjectTab = (project: string) =>
  renderWithSandbox(sandbox, <ApplicationsView project={project} />, {
    resource: 'applications',
    path: `/projects/${project}/applications`,
  });

// The dialog is a lazy chunk; loading it cold on a busy machine takes longer than a finder waits.
beforeAll(() => import('./NewApplicationDialog'), 30_000);

describe("a project's applications tab", () => {
  it('creates an application in the project of the page, offering its environments', async () => {
    const { envs } = await sandbox.request<{ envs: { alias: string }[] }>(
      'GET',
      '/api/v1/envs?project=team-shop',
    );
    const { user } = renderProjectTab('team-shop');
    await screen.findByRole('article', { name: 'Storefront' });
    expect(screen.getByRole('heading', { level: 2, name: 'Applications' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'New Application' }));
    const form = within(await screen.findByRole('dialog', { name: 'New Application' }));
    const project = await form.findByRole('combobox', { name: /Project/ });
    expect(project).toHaveTextContent('Shop Team');
    expect(project).toHaveAttribute('aria-disabled', 'true');
    await user.click(await form.findByRole('combobox', { name: /Environment/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(
      envs.map((env) => env.alias),
    );
  });

  it('shows a viewer of the project no New Application', async () => {
    renderProjectTab('team-data');
    await screen.findByRole('article', { name: 'Ingest API' });
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'New Application' })).not.toBeInTheDocument();
  });
});
