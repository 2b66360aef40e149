import { act, screen, waitFor, within } from '@testing-library/react';
import { businessError } from '@dataProvider/apiError';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderAppPage } from '@src/test/renderAppPage';
import { currentPath } from '@src/test/renderConsole';
import { onTestFinished, vi } from 'vitest';
import { appDeveloper, appDetailProvider, deployAnswer } from '../shared/appDetailFakes';

const render = (dataProvider = appDetailProvider()) => ({
  ...renderAppPage('/applications/hello-world/config#deploy', dataProvider, appDeveloper),
  dataProvider,
});

const openDialog = async () => {
  const dialog = within(await screen.findByRole('dialog', { name: 'Deploy Application' }));
  await dialog.findByRole('radiogroup', { name: 'Workflow' });
  return dialog;
};

beforeEach(signIn);

describe('the deploy dialog', () => {
  it('preselects the first default workflow and its environment, and the default of another environment', async () => {
    const { user } = render();
    const dialog = await openDialog();
    expect(dialog.getByRole('radio', { name: /Development running/ })).toBeChecked();
    expect(dialog.getByRole('radio', { name: /Development Workflow/ })).toBeChecked();
    expect(dialog.getByRole('radio', { name: /Production Undeployed/ })).not.toBeChecked();
    await user.click(dialog.getByRole('radio', { name: /Production Undeployed/ }));
    expect(dialog.getByRole('radio', { name: /Production Workflow/ })).toBeChecked();
    expect(dialog.getByRole('radio', { name: /workflow-prod-extra/ })).not.toBeChecked();
    expect(dialog.queryByRole('radio', { name: /Development Workflow/ })).not.toBeInTheDocument();
  });

  it('offers the canary workflow only while the application runs in the environment', async () => {
    render(appDetailProvider({ statuses: [] }));
    const dialog = await openDialog();
    expect(dialog.getByRole('radio', { name: /Development Canary Workflow/ })).toBeDisabled();
    expect(
      dialog.getByText('The canary rollout workflow is available when the application is running'),
    ).toBeInTheDocument();
  });

  it('enables the canary workflow of a running environment', async () => {
    render();
    const dialog = await openDialog();
    expect(dialog.getByRole('radio', { name: /Development Canary Workflow/ })).toBeEnabled();
  });

  it('asks for a workflow before sending anything', async () => {
    const { user, dataProvider } = render();
    const dialog = await openDialog();
    await user.click(dialog.getByRole('radio', { name: /^qa/ }));
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(await dialog.findByText('Please select a workflow first')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'DryRun' }));
    expect(dataProvider.deployApplication).not.toHaveBeenCalled();
    expect(dataProvider.dryRunApplication).not.toHaveBeenCalled();
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
    const dataProvider = appDetailProvider();
    const answer = dataProvider.getList.getMockImplementation()!;
    const noWorkflows = delayed(() => ({ data: [], total: 0 }));
    // Only the workflows are missing: the page behind the dialog lists everything else as usual.
    dataProvider.getList.mockImplementation((resource, params) =>
      resource === 'appWorkflows' ? noWorkflows() : answer(resource, params),
    );
    render(dataProvider);
    const dialog = within(await screen.findByRole('dialog', { name: 'Deploy Application' }));
    expect(
      await dialog.findByText('There is no workflow belong to the selected environment'),
    ).toBeInTheDocument();
  });

  it('deploys and opens the new record', async () => {
    const { user, dataProvider } = render();
    const dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('Application deployed successfully')).toBeInTheDocument();
    expect(dataProvider.deployApplication).toHaveBeenCalledWith(
      'hello-world',
      { workflowName: 'workflow-dev', triggerType: 'web', force: false, note: '' },
      expect.anything(),
    );
    await waitFor(() =>
      expect(currentPath()).toBe(
        `/applications/hello-world/envbinding/dev/workflow/records/${deployAnswer.record.name}`,
      ),
    );
  });

  it('asks to force a restart while the workflow executes, then deploys with force', async () => {
    const dataProvider = appDetailProvider();
    dataProvider.deployApplication.mockImplementationOnce(
      delayed(() => {
        throw businessError(400, { BusinessCode: 10004, Message: 'workflow is executing' });
      }),
    );
    const { user } = render(dataProvider);
    const dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    const question = within(await screen.findByRole('dialog', { name: 'Force a restart' }));
    expect(question.getByText('Workflow is executing. Do you want to force a restart?')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Application deployed successfully')).toBeInTheDocument();
    expect(dataProvider.deployApplication).toHaveBeenLastCalledWith(
      'hello-world',
      { workflowName: 'workflow-dev', triggerType: 'web', force: true, note: '' },
      expect.anything(),
    );
  });

  it('shows another refusal by the buttons and keeps the choice', async () => {
    const dataProvider = appDetailProvider();
    dataProvider.deployApplication.mockImplementation(
      delayed(() => {
        throw businessError(400, { BusinessCode: 10006, Message: 'no components' });
      }),
    );
    const { user } = render(dataProvider);
    const dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Deploy' }));
    expect(await dialog.findByText('no components(10006)')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: /Development Workflow/ })).toBeChecked();
  });

  it('copies the workflow as a canary one and opens its studio', async () => {
    const { user, dataProvider } = render();
    const dialog = await openDialog();
    await user.click(await dialog.findByRole('button', { name: 'Enable Canary Rollout' }));
    await waitFor(() =>
      expect(currentPath()).toBe(
        '/applications/hello-world/envbinding/dev/workflow/workflow-dev-canary/studio?setCanary=true',
      ),
    );
    expect(dataProvider.create).toHaveBeenCalledWith(
      'appWorkflows',
      expect.objectContaining({
        data: expect.objectContaining({
          name: 'workflow-dev-canary',
          alias: 'Development Canary Workflow',
          default: false,
          envName: 'dev',
          mode: 'StepByStep',
          subMode: 'DAG',
          steps: [expect.objectContaining({ name: 'dev-target', type: 'deploy' })],
        }),
        meta: expect.objectContaining({ app: 'hello-world' }),
      }),
    );
  });

  describe('while the environment is still starting', () => {
    const STARTING = [{ envName: 'dev', status: 'starting' }];

    it('says to wait and sends nothing, then deploys once the environment is ready', async () => {
      // The clock runs on by itself; the test moves it on by the wait between two reads.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      onTestFinished(() => void vi.useRealTimers());
      const dataProvider = appDetailProvider({ statuses: STARTING });
      const { user } = render(dataProvider);
      const dialog = await openDialog();
      await user.click(dialog.getByRole('button', { name: 'Deploy' }));
      expect(await screen.findByText('Please wait')).toBeInTheDocument();
      expect(dataProvider.deployApplication).not.toHaveBeenCalled();
      dataProvider.applicationEnvStatuses.mockImplementation(
        delayed(() => [{ envName: 'dev', status: 'running' }]),
      );
      // The dialog reads a starting environment again after 3 s: move the clock on by that.
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(await dialog.findByRole('radio', { name: /Development running/ })).toBeChecked();
      await user.click(dialog.getByRole('button', { name: 'Deploy' }));
      expect(await screen.findByText('Application deployed successfully')).toBeInTheDocument();
    });

    it('says to wait in Chinese too', async () => {
      localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
      const dataProvider = appDetailProvider({ statuses: STARTING });
      const { user } = render(dataProvider);
      const dialog = within(await screen.findByRole('dialog', { name: '部署应用' }));
      await dialog.findByRole('radiogroup', { name: '工作流' });
      await user.click(dialog.getByRole('button', { name: '部署' }));
      expect(await screen.findByText('请稍候')).toBeInTheDocument();
      expect(dataProvider.deployApplication).not.toHaveBeenCalled();
    });
  });
});
