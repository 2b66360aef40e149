import { act, screen, waitFor, within } from '@testing-library/react';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { onTestFinished, vi } from 'vitest';
import {
  APP_URL,
  currentPath,
  newestRecord,
  renderAppPage,
  requireApproval,
  seedHelloWorld,
  workflowUrl,
} from './appDetailSandbox';

const sandbox = setUpSandbox({ user: 'alice' });

const render = () => renderAppPage(sandbox, '/applications/hello-world/config#deploy');

const openDialog = async () => {
  const dialog = within(await screen.findByRole('dialog', { name: 'Deploy Application' }));
  await dialog.findByRole('radiogroup', { name: 'Workflow' });
  return dialog;
};

const DEPLOY = `POST ${APP_URL}/deploy`;

describe('the deploy dialog', () => {
  beforeEach(() => seedHelloWorld(sandbox));

  it('preselects the first default workflow and its environment, and the default of another environment', async () => {
    const prod = await sandbox.request<object>('GET', workflowUrl('workflow-prod'));
    await sandbox.request('POST', `${APP_URL}/workflows`, { ...prod, default: true });
    const { user } = render();
    const dialog = await openDialog();
    // The page lists the workflows by name, last first: workflow-prod is the first default of two.
    expect(dialog.getByRole('radio', { name: /Production Undeployed/ })).toBeChecked();
    expect(dialog.getByRole('radio', { name: /Production Workflow/ })).toBeChecked();
    expect(dialog.getByRole('radio', { name: /workflow-prod-extra/ })).not.toBeChecked();
    expect(dialog.getByRole('radio', { name: /Development running/ })).not.toBeChecked();
    await user.click(dialog.getByRole('radio', { name: /Development running/ }));
    expect(dialog.getByRole('radio', { name: /Development Workflow/ })).toBeChecked();
    expect(dialog.getByRole('radio', { name: /Development Canary Workflow/ })).not.toBeChecked();
    expect(dialog.queryByRole('radio', { name: /Production Workflow/ })).not.toBeInTheDocument();
  });

  it('enables the canary workflow of a running environment', async () => {
    render();
    const dialog = await openDialog();
    expect(dialog.getByRole('radio', { name: /Development running/ })).toBeChecked();
    expect(dialog.getByRole('radio', { name: /Development Canary Workflow/ })).toBeEnabled();
  });

  it('asks for a workflow before sending anything', async () => {
    const { user } = render();
    const dialog = await openDialog();
    await user.click(dialog.getByRole('radio', { name: /^qa/ }));
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(await dialog.findByText('Please select a workflow first')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'DryRun' }));
    expect(sandbox.asked().filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('asks for a workflow in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = render();
    const dialog = within(await screen.findByRole('dialog', { name: '部署应用' }));
    await user.click(await dialog.findByRole('radio', { name: /^qa/ }));
    await user.click(dialog.getByRole('button', { name: '部署' }));
    expect(await dialog.findByText('请先选择一个工作流')).toBeInTheDocument();
  });

  it('says when the environment has no workflow', async () => {
    const names = [
      'workflow-dev',
      'workflow-dev-canary',
      'workflow-prod',
      'workflow-prod-extra',
      'workflow-qa',
    ];
    for (const name of names) await sandbox.request('DELETE', workflowUrl(name));
    render();
    const dialog = within(await screen.findByRole('dialog', { name: 'Deploy Application' }));
    expect(
      await dialog.findByText('There is no workflow belong to the selected environment'),
    ).toBeInTheDocument();
  });

  it('deploys and opens the new record', async () => {
    const before = await newestRecord(sandbox);
    const { user } = render();
    const dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('Application deployed successfully')).toBeInTheDocument();
    expect(sandbox.sent(DEPLOY)).toEqual([
      { workflowName: 'workflow-dev', triggerType: 'web', force: false, note: '' },
    ]);
    const record = await newestRecord(sandbox);
    expect(record).not.toBe(before);
    await waitFor(() =>
      expect(currentPath()).toBe(`/applications/hello-world/envbinding/dev/workflow/records/${record}`),
    );
  });

  it('asks to force a restart while the workflow executes, then deploys with force', async () => {
    await requireApproval(sandbox);
    await sandbox.request('POST', `${APP_URL}/deploy`, { workflowName: 'workflow-dev' });
    const { user } = render();
    const dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    const question = within(await screen.findByRole('dialog', { name: 'Force a restart' }));
    expect(question.getByText('Workflow is executing. Do you want to force a restart?')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Application deployed successfully')).toBeInTheDocument();
    expect(sandbox.sent(DEPLOY).at(-1)).toEqual({
      workflowName: 'workflow-dev',
      triggerType: 'web',
      force: true,
      note: '',
    });
  });

  it('copies the workflow as a canary one and opens its studio', async () => {
    await sandbox.request('DELETE', workflowUrl('workflow-dev-canary'));
    const { user } = render();
    const dialog = await openDialog();
    await user.click(await dialog.findByRole('button', { name: 'Enable Canary Rollout' }));
    await waitFor(() =>
      expect(currentPath()).toBe(
        '/applications/hello-world/envbinding/dev/workflow/workflow-dev-canary/studio?setCanary=true',
      ),
    );
    expect(await sandbox.request('GET', workflowUrl('workflow-dev-canary'))).toMatchObject({
      name: 'workflow-dev-canary',
      alias: 'Development Canary Workflow',
      default: false,
      envName: 'dev',
      mode: 'StepByStep',
      subMode: 'DAG',
      steps: [expect.objectContaining({ name: 'dev', type: 'deploy' })],
    });
  });
});

describe('the deploy dialog of an application never deployed', () => {
  it('offers the canary workflow only while the application runs in the environment', async () => {
    await seedHelloWorld(sandbox, { deployed: false });
    render();
    const dialog = await openDialog();
    expect(dialog.getByRole('radio', { name: /Development Canary Workflow/ })).toBeDisabled();
    expect(
      dialog.getByText('The canary rollout workflow is available when the application is running'),
    ).toBeInTheDocument();
  });

  it('shows another refusal by the buttons and keeps the choice', async () => {
    // Without a component the server refuses the deploy (10006, with HTTP 200 as the real server).
    await seedHelloWorld(sandbox, { component: false });
    const { user } = render();
    const dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(await dialog.findByText(/\(10006\)$/)).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: /Development Workflow/ })).toBeChecked();
  });
});

describe('while the environment is still starting', () => {
  /** Forces the sandbox's own status answer with dev `starting`, a phase the sandbox never reports. */
  async function devStarting() {
    const real = await sandbox.request<{ status: { status: object }[] }>('GET', `${APP_URL}/status`);
    const starting = real.status.map((each) => ({ ...each, status: { ...each.status, status: 'starting' } }));
    return sandbox.answer(`GET ${APP_URL}/status`, { body: { status: starting } });
  }

  beforeEach(() => seedHelloWorld(sandbox));

  it('says to wait and sends nothing, then deploys once the environment is ready', async () => {
    // The clock runs on by itself; the test moves it on by the wait between two reads.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const ready = await devStarting();
    const { user } = render();
    const dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('Please wait')).toBeInTheDocument();
    expect(sandbox.sent(DEPLOY)).toEqual([]);
    ready();
    // The dialog reads a starting environment again after 3 s: move the clock on by that.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await dialog.findByRole('radio', { name: /Development running/ })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('Application deployed successfully')).toBeInTheDocument();
  });

  it('says to wait in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    await devStarting();
    const { user } = render();
    const dialog = within(await screen.findByRole('dialog', { name: '部署应用' }));
    await dialog.findByRole('radiogroup', { name: '工作流' });
    await user.click(dialog.getByRole('button', { name: '部署' }));
    expect(await screen.findByText('请稍候')).toBeInTheDocument();
    expect(sandbox.sent(DEPLOY)).toEqual([]);
  });
});
