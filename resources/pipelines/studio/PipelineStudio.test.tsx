import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { onTestFinished, vi } from 'vitest';
import {
  contextsUrl,
  PASSWORD,
  renderPipelinePage,
  seedPipelines,
  setReleaseSteps,
} from '../shared/pipelineSandbox';

vi.mock('@monaco-editor/react', () => import('@src/common/code/monacoStandIn'));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

const sandbox = setUpSandbox({ demo: false });

const STUDIO = '/projects/shop/pipelines/release/studio';
const RELEASE = '/api/v1/projects/shop/pipelines/release';

const render = (path = STUDIO) => renderPipelinePage(sandbox, path);

/** release's runs as the sandbox holds them. */
const storedRuns = async () =>
  (await sandbox.request<{ runs: { contextName: string }[] }>('GET', `${RELEASE}/runs`)).runs;

const heading = () => screen.findByRole('heading', { name: 'Pipeline studio: Release' });
const yamlBox = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Pipeline steps (YAML)' });
const typeYaml = async (value: string) => fireEvent.change(await yamlBox(), { target: { value } });

beforeEach(async () => {
  // release: a check (a request), then an approval; its context production.
  await seedPipelines(sandbox);
  await setReleaseSteps(sandbox);
});

// A read still under way when a test ends would reach the sandbox after the next test's reset.
afterEach(() => allAnswersShown());

describe('the pipeline studio', () => {
  it('draws the steps and shows them as YAML', async () => {
    const { user } = render();
    await heading();
    expect(await screen.findByRole('button', { name: 'Edit Approve' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'YAML' }));
    expect((await yamlBox()).value).toBe(
      '- name: check\n  type: request\n  properties:\n    url: https://registry.example.com\n- name: approve\n  type: suspend\n  properties:\n    message: Approve the release\n  alias: Approve\n',
    );
    expect(currentPath()).toBe(`${STUDIO}?view=yaml`);
  });

  it('deletes a step on the canvas after asking, and saves the rest', async () => {
    const { user } = render();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Delete check' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete the step check?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit check' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pipeline updated successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`PUT ${RELEASE}`);
    const stored = await sandbox.request<{ spec: { steps: { name: string }[] } }>('GET', RELEASE);
    expect(stored.spec.steps.map((step) => step.name)).toEqual(['approve']);
  });

  it('offers the step types of a pipeline run, not those of an application workflow', async () => {
    const { user } = render();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Add Step' }));
    const definitionsAsked = () =>
      sandbox.asked().filter((asked) => asked.startsWith('GET /api/v1/definitions'));
    await waitFor(() =>
      expect(definitionsAsked()).toContainEqual(
        expect.stringMatching(
          /[?&]type=workflowstep(&|$)(.*&)?scope=WorkflowRun(&|$)|[?&]scope=WorkflowRun&(.*&)?type=workflowstep(&|$)/,
        ),
      ),
    );
    expect(definitionsAsked()).not.toContainEqual(expect.stringMatching(/[?&]scope=Application(&|$)/));
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
    const { user } = render(`${STUDIO}?view=yaml`);
    await heading();
    await typeYaml('- name: check\n  type: request\n  dependsOn: []\n');
    await user.click(screen.getByRole('combobox', { name: 'Mode' }));
    await user.click(await screen.findByRole('option', { name: 'DAG' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pipeline updated successfully')).toBeInTheDocument();
    expect(await sandbox.request('GET', RELEASE)).toMatchObject({
      alias: 'Release',
      description: 'Checks and waits for approval',
      spec: {
        steps: [{ name: 'check', type: 'request', alias: '', description: '', orderIndex: 0, dependsOn: [] }],
        mode: { steps: 'DAG', subSteps: 'DAG' },
      },
    });
  });

  it('runs with a chosen context and opens the run', async () => {
    const { user } = render();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run Pipeline' });
    const run = within(dialog).getByRole('button', { name: 'Run' });
    expect(run).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: /production/ }));
    expect(within(dialog).getByText('Selected a context: production')).toBeInTheDocument();
    await user.click(run);
    await waitFor(() =>
      expect(currentPath()).toMatch(/^\/projects\/shop\/pipelines\/release\/runs\/release-/),
    );
    expect(await storedRuns()).toEqual([expect.objectContaining({ contextName: 'production' })]);
  });

  it('runs without a context once the user says none is needed', async () => {
    const { user } = render();
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
    await waitFor(() => expect(currentPath()).toMatch(/\/runs\/release-/));
    expect(sandbox.asked()).toContain(`POST ${RELEASE}/run`);
    expect(await storedRuns()).toEqual([expect.objectContaining({ contextName: '' })]);
  });

  it('offers neither Save nor Run to a project viewer', async () => {
    await sandbox.signIn('bob', PASSWORD);
    render();
    await heading();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();
  });

  it('draws a pipeline whose steps come in other shapes, as far as they are steps', async () => {
    // A server of another version: modes as a text, null for dependsOn, an object for an alias.
    const spec = {
      mode: 'DAG',
      steps: [null, { name: 'check', type: 'request', dependsOn: null, alias: { en: 'Check' } }, 'approve'],
    };
    const detail = await sandbox.request<object>('GET', RELEASE);
    sandbox.answer(`GET ${RELEASE}`, { body: { ...detail, spec } });
    render();
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
    // A server of another version: a context's values as a text, not a list.
    const mend = sandbox.answer(`GET ${contextsUrl('shop', 'release')}`, {
      body: { contexts: { production: 'env=prod' } },
    });
    const { user } = render();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Run Pipeline' }));
    const failure = await dialog.findByRole('alert');
    expect(failure).toHaveTextContent('The contexts could not be shown');
    await user.click(
      dialog.getByRole('checkbox', { name: 'No context is required for the execution of this Pipeline' }),
    );
    expect(dialog.getByRole('button', { name: 'Run' })).toBeEnabled();

    mend();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByRole('radio', { name: /production/ })).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });
});
