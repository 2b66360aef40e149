import { act, screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { renderProjectPage } from '@src/test/renderProjectPage';
import { HttpError } from 'react-admin';
import { viewerUser, type FakeUser } from '@src/test/users';
import { onTestFinished, vi } from 'vitest';
import { RUN_POLL_MS } from '../shared/runStatus';
import { ADDRESS, rerunName, RUN_PATH, runProvider, runStatusOf } from '../shared/runFakes';

const render = (dataProvider = runProvider(), user?: FakeUser, path = RUN_PATH) => ({
  ...renderProjectPage(path, dataProvider, user),
  dataProvider,
});

const heading = () => screen.findByRole('heading', { name: `Pipeline run ${ADDRESS.run}` });

beforeEach(signIn);

describe('a run waiting for approval', () => {
  it('says so, and Resume approves it and reads the status again', async () => {
    const { user, dataProvider } = render();
    await heading();
    expect(screen.getByText('This Pipeline need you approve.')).toBeInTheDocument();
    expect(screen.getByText('Approve the release')).toBeInTheDocument();
    const reads = dataProvider.pipelineRunStatus.mock.calls.length;
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Pipeline resumed successfully')).toBeInTheDocument();
    expect(dataProvider.resumePipelineRun).toHaveBeenCalledWith(ADDRESS);
    await waitFor(() => expect(dataProvider.pipelineRunStatus.mock.calls.length).toBeGreaterThan(reads));
  });

  it('terminates after asking', async () => {
    const { user, dataProvider } = render();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to terminate this Pipeline?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Pipeline terminated successfully')).toBeInTheDocument();
    expect(dataProvider.terminatePipelineRun).toHaveBeenCalledWith(ADDRESS);
  });

  it('stops after asking', async () => {
    const { user, dataProvider } = render();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to stop this Pipeline?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Pipeline stopped successfully.')).toBeInTheDocument();
    expect(dataProvider.stopPipelineRun).toHaveBeenCalledWith(ADDRESS);
  });

  it('reads in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    render();
    expect(await screen.findByRole('heading', { name: `流水线运行 ${ADDRESS.run}` })).toBeInTheDocument();
    expect(screen.getByText('该流水线需要您的审批。')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '继续' })).toBeInTheDocument();
    expect(screen.getByText('暂停中')).toBeInTheDocument();
  });

  it('offers no action to a project viewer', async () => {
    render(runProvider(), viewerUser);
    await heading();
    await allAnswersShown();
    expect(screen.getByText('This Pipeline need you approve.')).toBeInTheDocument();
    for (const name of ['Resume', 'Terminate', 'Stop', 'Rerun']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});

describe('the run header per status', () => {
  it.each([
    ['executing', 'Executing', true, false],
    ['succeeded', 'Succeeded', false, true],
    ['failed', 'Failed', false, true],
    ['terminated', 'Terminated', false, true],
  ])('while %s shows %s, Stop %s, Rerun enabled %s', async (status, label, stop, rerun) => {
    render(runProvider(status));
    await heading();
    expect(screen.getByText(label)).toBeInTheDocument();
    const rerunButton = await screen.findByRole('button', { name: 'Rerun' });
    if (rerun) expect(rerunButton).toBeEnabled();
    else expect(rerunButton).toBeDisabled();
    if (stop) expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(screen.queryByText('This Pipeline need you approve.')).not.toBeInTheDocument();
  });

  it('reads an executing run again after 5 s, until it has ended', async () => {
    const dataProvider = runProvider('executing');
    dataProvider.pipelineRunStatus
      .mockImplementationOnce(delayed(() => runStatusOf('executing')))
      .mockImplementation(delayed(() => runStatusOf('succeeded')));
    // The clock runs on by itself, and the test moves it on by the 5 s the page waits between reads.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    render(dataProvider);
    await heading();
    expect(screen.getByText('Executing')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_MS));
    expect(await screen.findByText('Succeeded')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rerun' })).toBeEnabled();
  });

  it('reruns with the same context after asking and opens the new run', async () => {
    const { user, dataProvider } = render(runProvider('failed'));
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Rerun' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to rerun this Pipeline?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentPath()).toBe(`/projects/demo/pipelines/release/runs/${rerunName}`));
    expect(dataProvider.runPipeline).toHaveBeenCalledWith(
      expect.objectContaining({ project: 'demo', pipeline: 'release' }),
      'production',
    );
  });

  it('shows its context with the values, its modes and the path back to the studio', async () => {
    render();
    await heading();
    expect(screen.getByText('env=prod')).toBeInTheDocument();
    expect(screen.getByText('StepByStep')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Release' })).toHaveAttribute(
      'href',
      '/projects/demo/pipelines/release/studio',
    );
  });
});

describe('a step of the run', () => {
  it('shows its detail with its log, then its outputs and inputs', async () => {
    const { user, dataProvider } = render();
    await heading();
    await user.click(await screen.findByRole('button', { name: /check/ }));
    expect(await screen.findByRole('heading', { name: 'Step check' })).toBeInTheDocument();
    expect(await screen.findByText(/GET https:\/\/registry.example.com/)).toBeInTheDocument();
    expect(dataProvider.pipelineRunLog).toHaveBeenCalledWith(ADDRESS, 'check', expect.anything());
    expect(screen.getByText('request')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Outputs' }));
    expect(await screen.findByText('There are no outputs')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Inputs' }));
    expect(await screen.findByText('There are no inputs')).toBeInTheDocument();
    expect(currentPath()).toBe(`${RUN_PATH}?step=check&tab=inputs`);
  });

  it("shows a step's properties", async () => {
    const { user } = render(runProvider(), undefined, `${RUN_PATH}?step=approve&tab=properties`);
    expect(await screen.findByText(/message: Approve the release/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Detail' }));
    expect(await screen.findByText('There are no logs')).toBeInTheDocument();
  });
});

describe('the workflow addon', () => {
  it('is asked for when it is not enabled', async () => {
    const dataProvider = runProvider();
    dataProvider.listEnabledAddonNames.mockImplementation(delayed(() => ['velaux']));
    render(dataProvider);
    expect(await screen.findByText(/addon to power pipeline\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'vela-workflow' })).toHaveAttribute(
      'href',
      '/addons/vela-workflow',
    );
  });
});

describe('an address naming what the server does not know', () => {
  it('says that an unknown pipeline does not exist and leads back to the pipelines', async () => {
    const dataProvider = runProvider();
    dataProvider.pipelineDetail.mockImplementation(
      delayed(() => {
        throw new HttpError('the pipeline is not exist', 404, null);
      }),
    );
    render(dataProvider, undefined, '/projects/demo/pipelines/nope/studio');
    expect(await screen.findByText('Pipeline nope does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pipelines' })).toHaveAttribute(
      'href',
      '/projects/demo/pipelines',
    );
  });

  it('shows why a run cannot be read, with Retry', async () => {
    const dataProvider = runProvider();
    dataProvider.pipelineRunBase.mockImplementation(
      delayed(() => {
        throw Object.assign(new Error('not found'), {
          status: 404,
          businessCode: 404,
          serverMessage: 'workflowruns.core.oam.dev "gone" not found',
        });
      }),
    );
    render(dataProvider, undefined, '/projects/demo/pipelines/release/runs/gone');
    expect(await screen.findByText('workflowruns.core.oam.dev "gone" not found(404)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
