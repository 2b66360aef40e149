import { screen, waitFor, within } from '@testing-library/react';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { onTestFinished, vi } from 'vitest';
import { APP_URL, renderAppPage, seedHelloWorld } from '../../detail/appDetailSandbox';

const sandbox = setUpSandbox({ user: 'alice' });

const STUDIO = '/applications/hello-world/envbinding/dev/workflow/workflow-dev/studio';
const WORKFLOW = `${APP_URL}/workflows/workflow-dev`;

const render = () => renderAppPage(sandbox, STUDIO);

/**
 * The development workflow as a server of another version could send it, in DAG mode: its second step
 * names the step it depends on as a text, not a list. The sandbox keeps to the contract, so it is forced.
 */
async function serveMalformedWorkflow() {
  const dev = await sandbox.request<{ steps: object[] }>('GET', WORKFLOW);
  const steps = [...dev.steps, { name: 'approve', type: 'suspend', dependsOn: 'dev' }];
  return sandbox.answer(`GET ${WORKFLOW}`, { body: { ...dev, mode: 'DAG', steps } });
}

beforeEach(() => seedHelloWorld(sandbox, { deployed: false }));

describe('the workflow studio', () => {
  it('adds a step from the grouped step types and saves the workflow with it', async () => {
    const { user } = render();
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
    expect(sandbox.sent(`PUT ${WORKFLOW}`)).toEqual([
      expect.objectContaining({
        alias: 'Development Workflow',
        default: true,
        mode: 'StepByStep',
        subMode: 'DAG',
        steps: [
          expect.objectContaining({ name: 'dev', type: 'deploy' }),
          { name: 'approve', type: 'suspend', properties: { message: 'Ship it?' } },
        ],
      }),
    ]);
    expect(await sandbox.request('GET', WORKFLOW)).toMatchObject({
      steps: [
        { name: 'dev', type: 'deploy' },
        { name: 'approve', type: 'suspend', properties: { message: 'Ship it?' } },
      ],
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('refuses a name another step uses', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add Step' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Workflow Step' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'dev');
    await user.click(within(drawer).getByRole('button', { name: 'Add Step' }));
    expect(await within(drawer).findByText('Name is used.')).toBeInTheDocument();
    expect(sandbox.asked().filter((request) => request.startsWith('PUT'))).toEqual([]);
  });

  it('only shows the workflow to who may not change it', async () => {
    await sandbox.signIn('bob');
    render();
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
    const served = await serveMalformedWorkflow();
    const { user } = render();
    const title = await screen.findByText('Workflow steps could not be shown');
    const failure = title.closest<HTMLElement>('[role="alert"]')!;
    expect(
      screen.getByRole('heading', { name: 'Workflow studio: Development Workflow' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Step' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveTextContent('DAG');

    served();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Edit Deploy To dev' })).toBeInTheDocument();
    expect(screen.queryByText('Workflow steps could not be shown')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveTextContent('StepByStep');
  });

  it('keeps an edit made beside the failed canvas, and draws the canvas from it', async () => {
    await serveMalformedWorkflow();
    const { user } = render();
    await screen.findByText('Workflow steps could not be shown');
    // Step by step, the steps run in order: the dependsOn the canvas could not draw is not drawn.
    await user.click(screen.getByRole('combobox', { name: 'Mode' }));
    await user.click(await screen.findByRole('option', { name: 'StepByStep' }));
    expect(await screen.findByRole('button', { name: 'Edit approve' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.queryByText('Workflow steps could not be shown')).not.toBeInTheDocument();
  });
});
