import { screen, waitFor, within } from '@testing-library/react';
import { appDetailProvider, appDeveloper, workflows } from '../../shared/appDetailFakes';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderAppPage } from '@src/test/renderAppPage';
import { viewerUser, type FakeUser } from '@src/test/users';
import type { GetOneParams } from 'react-admin';
import { onTestFinished, vi } from 'vitest';

const STUDIO = '/applications/hello-world/envbinding/dev/workflow/workflow-dev/studio';

const stepDefinition = (name: string, category: string) => ({
  id: name,
  name,
  alias: '',
  category,
  description: '',
  uiSchema: [{ jsonKey: 'message', label: 'Message', uiType: 'Input', sort: 1 }],
});

/**
 * The development workflow as a server of another version could send it, in DAG mode: its second step
 * names the step it depends on as a text, not a list.
 */
const malformedWorkflow = {
  ...workflows[0],
  mode: 'DAG',
  steps: [...workflows[0].steps, { name: 'approve', type: 'suspend', dependsOn: 'dev-target' }],
};

function render(user: FakeUser = appDeveloper, server?: { broken: boolean }) {
  const dataProvider = Object.assign(
    appDetailProvider({
      extraTables: {
        'definitions:workflowstep': [
          stepDefinition('suspend', 'Process Control'),
          stepDefinition('notification', 'External Integration'),
        ],
      },
    }),
    {
      updateWorkflow: vi.fn(
        delayed((_app: string, name: string, body: Record<string, unknown>) => ({ ...body, name })),
      ),
    },
  );
  const answer = dataProvider.getOne.getMockImplementation()!;
  dataProvider.getOne.mockImplementation((resource: string, params: GetOneParams) =>
    resource === 'appWorkflows' && server?.broken
      ? delayed(() => ({ data: malformedWorkflow }))()
      : answer(resource, params),
  );
  return {
    ...renderAppPage(STUDIO, dataProvider, user),
    dataProvider,
  };
}

beforeEach(signIn);

describe('the workflow studio', () => {
  it('adds a step from the grouped step types and saves the workflow with it', async () => {
    const { user, dataProvider } = render();
    await screen.findByRole('heading', { name: 'Workflow studio: Development Workflow' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Workflow Step' });
    await user.click(within(drawer).getByRole('combobox', { name: 'Type' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Process Control')).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'suspend' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'approve');
    await user.type(await within(drawer).findByRole('textbox', { name: 'Message' }), 'Ship it?');
    await user.click(within(drawer).getByRole('button', { name: 'Add Step' }));

    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Workflow updated successfully')).toBeInTheDocument();
    expect(dataProvider.updateWorkflow).toHaveBeenCalledWith(
      'hello-world',
      'workflow-dev',
      expect.objectContaining({
        alias: 'Development Workflow',
        default: true,
        mode: 'StepByStep',
        subMode: 'DAG',
        steps: [
          expect.objectContaining({ name: 'dev-target', type: 'deploy' }),
          { name: 'approve', type: 'suspend', properties: { message: 'Ship it?' } },
        ],
      }),
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('refuses a name another step uses', async () => {
    const { user, dataProvider } = render();
    await user.click(await screen.findByRole('button', { name: 'Add Step' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Workflow Step' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'dev-target');
    await user.click(within(drawer).getByRole('button', { name: 'Add Step' }));
    expect(await within(drawer).findByText('Name is used.')).toBeInTheDocument();
    expect(dataProvider.updateWorkflow).not.toHaveBeenCalled();
  });

  it('only shows the workflow to who may not change it', async () => {
    render({ ...viewerUser, name: 'viewer' });
    await screen.findByRole('heading', { name: 'Workflow studio: Development Workflow' });
    expect(screen.getByText('You may read this workflow but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Step' })).not.toBeInTheDocument();
  });
});

describe('the workflow studio given a step of an unexpected shape', () => {
  beforeEach(() => {
    // React reports each error a boundary caught; these tests are about what the user sees instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
  });

  it('shows the canvas as failed with Retry, keeps header and toolbar, and draws the workflow read again', async () => {
    const server = { broken: true };
    const { user } = render(appDeveloper, server);
    const title = await screen.findByText('Workflow steps could not be shown');
    const failure = title.closest<HTMLElement>('[role="alert"]')!;
    expect(
      screen.getByRole('heading', { name: 'Workflow studio: Development Workflow' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Step' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveTextContent('DAG');

    server.broken = false;
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Edit Deploy To dev' })).toBeInTheDocument();
    expect(screen.queryByText('Workflow steps could not be shown')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveTextContent('StepByStep');
  });

  it('keeps an edit made beside the failed canvas, and draws the canvas from it', async () => {
    const { user } = render(appDeveloper, { broken: true });
    await screen.findByText('Workflow steps could not be shown');
    // Step by step, the steps run in order: the dependsOn the canvas could not draw is not drawn.
    await user.click(screen.getByRole('combobox', { name: 'Mode' }));
    await user.click(await screen.findByRole('option', { name: 'StepByStep' }));
    expect(await screen.findByRole('button', { name: 'Edit approve' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.queryByText('Workflow steps could not be shown')).not.toBeInTheDocument();
  });
});
