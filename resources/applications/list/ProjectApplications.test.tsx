import { screen, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { demoViewer, developerUser } from '@src/test/users';
import { appProvider, appTables, demoEnvs } from '../shared/appFakes';
import { renderProjectPage } from '@src/test/renderProjectPage';

const tables = () => ({ ...appTables(), projects: [{ id: 'demo', name: 'demo', alias: 'Demo' }] });

// The dialog is a lazy chunk; loading it cold on a busy machine takes longer than a finder waits.
beforeAll(() => import('./NewApplicationDialog'), 30_000);
beforeEach(signIn);

describe("a project's applications tab", () => {
  it('creates an application in the project of the page, offering its environments', async () => {
    const { user } = renderProjectPage('/projects/demo/applications', appProvider(tables()), developerUser);
    await screen.findByRole('article', { name: 'Hello World' });
    expect(screen.getByRole('heading', { level: 2, name: 'Applications' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'New Application' }));
    const form = within(await screen.findByRole('dialog', { name: 'New Application' }));
    const project = await form.findByRole('combobox', { name: /Project/ });
    expect(project).toHaveTextContent('Demo');
    expect(project).toHaveAttribute('aria-disabled', 'true');
    await user.click(await form.findByRole('combobox', { name: /Environment/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(
      demoEnvs.map((env) => env.alias),
    );
  });

  it('shows a viewer of the project no New Application', async () => {
    renderProjectPage('/projects/demo/applications', appProvider(tables()), demoViewer);
    await screen.findByRole('article', { name: 'Hello World' });
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'New Application' })).not.toBeInTheDocument();
  });
});
