import { act, screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { onTestFinished, vi } from 'vitest';
import { runPath } from '../shared/pipelinePaths';
import {
  approveStep,
  checkStep,
  moveClock,
  PASSWORD,
  renderPipelinePage,
  runRelease,
  seedPipelines,
  setReleaseSteps,
  STEP_SECONDS,
} from '../shared/pipelineSandbox';
import { RUN_POLL_MS } from '../shared/runStatus';

// The sandbox clock stands still unless a test moves it: a run's step takes one STEP_SECONDS step.
const sandbox = setUpSandbox({
  demo: false,
  now: () => new Date('2026-12-01T10:00:00Z'),
  runtimeStepSeconds: STEP_SECONDS,
});

const runsUrl = '/api/v1/projects/shop/pipelines/release/runs';

/** release (check, then approve) run with the production context, in `status`; the run's name. */
async function runIn(status: 'executing' | 'suspending' | 'succeeded' | 'failed' | 'terminated') {
  if (status === 'succeeded') await setReleaseSteps(sandbox, [checkStep()]);
  if (status === 'failed') await setReleaseSteps(sandbox, [checkStep('ftp://mistyped'), approveStep]);
  const run = await runRelease(sandbox);
  if (status !== 'executing') await moveClock(sandbox, 1);
  if (status === 'terminated') await sandbox.request('POST', `${runsUrl}/${run}/terminate`);
  return run;
}

const render = (run: string, search = '') =>
  renderPipelinePage(sandbox, `${runPath('shop', 'release', run)}${search}`);

const heading = (run: string) => screen.findByRole('heading', { name: `Pipeline run ${run}` });

const statusReads = (run: string) =>
  sandbox.asked().filter((asked) => asked === `GET ${runsUrl}/${run}/status`).length;

beforeEach(async () => {
  await seedPipelines(sandbox);
  // vela-workflow, which runs need, is enabled after its two steps.
  await moveClock(sandbox, 2);
  await setReleaseSteps(sandbox);
});

// A read still under way when a test ends would reach the sandbox after the next test's reset.
afterEach(() => allAnswersShown());

describe('a run waiting for approval', () => {
  it('says so, and Resume approves it and reads the status again', async () => {
    const run = await runIn('suspending');
    const { user } = render(run);
    await heading(run);
    expect(screen.getByText('This Pipeline need you approve.')).toBeInTheDocument();
    expect(screen.getByText('Approve the release')).toBeInTheDocument();
    const reads = statusReads(run);
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Pipeline resumed successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`POST ${runsUrl}/${run}/resume`);
    await waitFor(() => expect(statusReads(run)).toBeGreaterThan(reads));
  });

  it('terminates after asking', async () => {
    const run = await runIn('suspending');
    const { user } = render(run);
    await heading(run);
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to terminate this Pipeline?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Pipeline terminated successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`POST ${runsUrl}/${run}/terminate`);
  });

  it('stops after asking', async () => {
    const run = await runIn('suspending');
    const { user } = render(run);
    await heading(run);
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to stop this Pipeline?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Pipeline stopped successfully.')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`POST ${runsUrl}/${run}/stop`);
  });

  it('reads in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const run = await runIn('suspending');
    render(run);
    expect(await screen.findByRole('heading', { name: `流水线运行 ${run}` })).toBeInTheDocument();
    expect(screen.getByText('该流水线需要您的审批。')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '继续' })).toBeInTheDocument();
    expect(screen.getByText('暂停中')).toBeInTheDocument();
  });

  it('offers no action to a project viewer', async () => {
    const run = await runIn('suspending');
    await sandbox.signIn('bob', PASSWORD);
    render(run);
    await heading(run);
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
  ] as const)('while %s shows %s, Stop %s, Rerun enabled %s', async (status, label, stop, rerun) => {
    const run = await runIn(status);
    render(run);
    await heading(run);
    expect(screen.getByText(label)).toBeInTheDocument();
    const rerunButton = await screen.findByRole('button', { name: 'Rerun' });
    if (rerun) expect(rerunButton).toBeEnabled();
    else expect(rerunButton).toBeDisabled();
    if (stop) expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(screen.queryByText('This Pipeline need you approve.')).not.toBeInTheDocument();
  });

  it('reads an executing run again after 5 s, until it has ended', async () => {
    await setReleaseSteps(sandbox, [checkStep()]);
    const run = await runIn('executing');
    // The clock runs on by itself, and the test moves it on by the 5 s the page waits between reads.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    render(run);
    await heading(run);
    expect(screen.getByText('Executing')).toBeInTheDocument();
    await moveClock(sandbox, 1);
    await act(() => vi.advanceTimersByTimeAsync(RUN_POLL_MS));
    expect(await screen.findByText('Succeeded')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rerun' })).toBeEnabled();
  });

  it('reruns with the same context after asking and opens the new run', async () => {
    const run = await runIn('failed');
    const { user } = render(run);
    await heading(run);
    await user.click(await screen.findByRole('button', { name: 'Rerun' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to rerun this Pipeline?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentPath()).not.toBe(runPath('shop', 'release', run)));
    const { runs } = await sandbox.request<{ runs: { pipelineRunName: string; contextName: string }[] }>(
      'GET',
      runsUrl,
    );
    const rerun = runs.find((candidate) => candidate.pipelineRunName !== run);
    expect(rerun).toMatchObject({ contextName: 'production' });
    expect(currentPath()).toBe(runPath('shop', 'release', rerun?.pipelineRunName ?? ''));
  });

  it('shows its context with the values, its modes and the path back to the studio', async () => {
    const run = await runIn('suspending');
    render(run);
    await heading(run);
    expect(screen.getByText('env=prod')).toBeInTheDocument();
    expect(screen.getByText('StepByStep')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Release' })).toHaveAttribute(
      'href',
      '/projects/shop/pipelines/release/studio',
    );
  });
});

describe('a step of the run', () => {
  it('shows its detail with its log, then its outputs and inputs', async () => {
    const run = await runIn('suspending');
    const { user } = render(run);
    await heading(run);
    await user.click(await screen.findByRole('button', { name: /check/ }));
    expect(await screen.findByRole('heading', { name: 'Step check' })).toBeInTheDocument();
    expect(await screen.findByText(/GET https:\/\/registry.example.com/)).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`GET ${runsUrl}/${run}/log?step=check`);
    expect(screen.getByText('request')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Outputs' }));
    expect(await screen.findByText('There are no outputs')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Inputs' }));
    expect(await screen.findByText('There are no inputs')).toBeInTheDocument();
    expect(currentPath()).toBe(`${runPath('shop', 'release', run)}?step=check&tab=inputs`);
  });

  it("shows a step's properties", async () => {
    const run = await runIn('suspending');
    const { user } = render(run, '?step=approve&tab=properties');
    expect(await screen.findByText(/message: Approve the release/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Detail' }));
    expect(await screen.findByText('There are no logs')).toBeInTheDocument();
  });
});

describe('the workflow addon', () => {
  it('is asked for when it is not enabled', async () => {
    const run = await runIn('suspending');
    await sandbox.request('POST', '/api/v1/addons/vela-workflow/disable');
    await moveClock(sandbox, 1);
    render(run);
    expect(await screen.findByText(/addon to power pipeline\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'vela-workflow' })).toHaveAttribute(
      'href',
      '/addons/vela-workflow',
    );
  });
});

describe('an address naming what the server does not know', () => {
  it('says that an unknown pipeline does not exist and leads back to the pipelines', async () => {
    renderPipelinePage(sandbox, '/projects/shop/pipelines/nope/studio');
    expect(await screen.findByText('Pipeline nope does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pipelines' })).toHaveAttribute(
      'href',
      '/projects/shop/pipelines',
    );
  });

  it('shows why a run cannot be read, with Retry', async () => {
    render('gone');
    expect(await screen.findByText('workflowruns.core.oam.dev "gone" not found(404)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
