import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pipeline, runProvider } from '../shared/runFakes';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { renderProjectPage } from '@src/test/renderProjectPage';
import { viewerUser, type FakeUser } from '@src/test/users';
import { onTestFinished, vi } from 'vitest';

vi.mock('@monaco-editor/react', () => import('@src/common/code/monacoStandIn'));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

const STUDIO = '/projects/demo/pipelines/release/studio';
const PIPELINE = { project: 'demo', pipeline: 'release' };

const render = (path = STUDIO, user?: FakeUser) => {
  const dataProvider = runProvider();
  return {
    ...renderProjectPage(path, dataProvider, user),
    dataProvider,
  };
};

const heading = () => screen.findByRole('heading', { name: 'Pipeline studio: Release' });
const yamlBox = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Pipeline steps (YAML)' });
const typeYaml = async (value: string) => fireEvent.change(await yamlBox(), { target: { value } });

beforeEach(signIn);

describe('the pipeline studio', () => {
  it('draws the steps and shows them as YAML', async () => {
    const { user } = render();
    await heading();
    expect(await screen.findByRole('button', { name: 'Edit Approve' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'YAML' }));
    expect((await yamlBox()).value).toBe(
      '- name: check\n  type: request\n- name: approve\n  type: suspend\n  properties:\n    message: Approve the release\n  alias: Approve\n',
    );
    expect(currentPath()).toBe(`${STUDIO}?view=yaml`);
  });

  it('deletes a step on the canvas after asking, and saves the rest', async () => {
    const { user, dataProvider } = render();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Delete check' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete the step check?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit check' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pipeline updated successfully')).toBeInTheDocument();
    expect(dataProvider.savePipelineSpec).toHaveBeenCalledWith(
      PIPELINE,
      expect.objectContaining({
        spec: expect.objectContaining({ steps: [expect.objectContaining({ name: 'approve' })] }),
      }),
    );
  });

  it('offers the step types of a pipeline run, not those of an application workflow', async () => {
    const { user, dataProvider } = render();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Add Step' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'definitions',
        expect.objectContaining({ filter: { type: 'workflowstep', scope: 'WorkflowRun' } }),
      ),
    );
    expect(dataProvider.getList).not.toHaveBeenCalledWith(
      'definitions',
      expect.objectContaining({ filter: expect.objectContaining({ scope: 'Application' }) }),
    );
  });

  it('refuses a step without a type with the spec message, and cannot save it', async () => {
    render(`${STUDIO}?view=yaml`);
    await heading();
    await typeYaml('- name: check\n  type: request\n- name: notify\n');
    expect(await screen.findByText('[1] Step does not specify a type.')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('asks to save the changes first before running', async () => {
    const { user } = render(`${STUDIO}?view=yaml`);
    await heading();
    await typeYaml('- name: check\n  type: request\n');
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Please save the changes first.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves the edited steps and modes', async () => {
    const { user, dataProvider } = render(`${STUDIO}?view=yaml`);
    await heading();
    await typeYaml('- name: check\n  type: request\n  dependsOn: []\n');
    await user.click(screen.getByRole('combobox', { name: 'Mode' }));
    await user.click(await screen.findByRole('option', { name: 'DAG' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pipeline updated successfully')).toBeInTheDocument();
    expect(dataProvider.savePipelineSpec).toHaveBeenCalledWith(PIPELINE, {
      alias: 'Release',
      description: 'Checks and waits for approval',
      spec: {
        steps: [{ name: 'check', type: 'request', alias: '', description: '', orderIndex: 0, dependsOn: [] }],
        mode: { steps: 'DAG', subSteps: 'DAG' },
      },
    });
  });

  it('runs with a chosen context and opens the run', async () => {
    const { user, dataProvider } = render();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run Pipeline' });
    const run = within(dialog).getByRole('button', { name: 'Run' });
    expect(run).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: /production/ }));
    expect(within(dialog).getByText('Selected a context: production')).toBeInTheDocument();
    await user.click(run);
    await waitFor(() =>
      expect(currentPath()).toMatch(/^\/projects\/demo\/pipelines\/release\/runs\/release-/),
    );
    expect(dataProvider.runPipeline).toHaveBeenCalledWith(PIPELINE, 'production');
  });

  it('runs without a context once the user says none is needed', async () => {
    const { user, dataProvider } = render();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run Pipeline' });
    await within(dialog).findByRole('radio', { name: /production/ });
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'No context is required for the execution of this Pipeline',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(dataProvider.runPipeline).toHaveBeenCalledWith(PIPELINE, ''));
  });

  it('offers neither Save nor Run to a project viewer', async () => {
    render(STUDIO, viewerUser);
    await heading();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();
  });

  it('draws a pipeline whose steps come in other shapes, as far as they are steps', async () => {
    const dataProvider = runProvider();
    // A server of another version: modes as a text, null for dependsOn, an object for an alias.
    const spec = {
      mode: 'DAG',
      steps: [null, { name: 'check', type: 'request', dependsOn: null, alias: { en: 'Check' } }, 'approve'],
    };
    dataProvider.pipelineDetail.mockImplementation(delayed(() => ({ ...pipeline(), spec }) as never));
    renderProjectPage(STUDIO, dataProvider);
    await heading();
    expect(await screen.findByRole('button', { name: 'Edit check' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveTextContent('StepByStep');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows contexts it cannot draw as failed in the run dialog, and draws them read again on Retry', async () => {
    // React reports each error a boundary caught; the test is about what the user sees instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    const { user, dataProvider } = render();
    // A server of another version: a context's values as a text, not a list.
    dataProvider.runContextChoices.mockImplementationOnce(
      delayed(() => ({ production: 'env=prod' }) as never),
    );
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Run Pipeline' }));
    const failure = await dialog.findByRole('alert');
    expect(failure).toHaveTextContent('The contexts could not be shown');
    await user.click(
      dialog.getByRole('checkbox', { name: 'No context is required for the execution of this Pipeline' }),
    );
    expect(dialog.getByRole('button', { name: 'Run' })).toBeEnabled();

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByRole('radio', { name: /production/ })).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });
});
