import { act, screen, waitFor, within } from '@testing-library/react';
import { appDeveloper } from '../shared/appDetailFakes';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { renderAppPage } from '@src/test/renderAppPage';
import { currentPath } from '@src/test/renderConsole';
import { viewerUser, type FakeUser } from '@src/test/users';
import { onTestFinished, vi } from 'vitest';
import { RECORD_POLL_MS } from './recordStatus';
import { olderRecordName, record, recordName, recordProvider, rolledBackName } from './recordFakes';

const RECORDS = '/applications/hello-world/envbinding/dev/workflow/records';
const ADDRESS = { app: 'hello-world', workflow: 'workflow-dev', record: recordName };

const render = (path: string, dataProvider = recordProvider(), user: FakeUser = appDeveloper) => ({
  ...renderAppPage(path, dataProvider, user),
  dataProvider,
});

const heading = (name = recordName) => screen.findByRole('heading', { name: `Workflow record ${name}` });

beforeEach(signIn);

describe('a suspending record', () => {
  it('continues: approves the run and reads the records again', async () => {
    const { user, dataProvider } = render(`${RECORDS}/${recordName}`);
    await heading();
    expect(screen.getByText('This workflow is waiting for your approval.')).toBeInTheDocument();
    const reads = dataProvider.envRecords.mock.calls.length;
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Workflow resumed successfully')).toBeInTheDocument();
    expect(dataProvider.resumeRecord).toHaveBeenCalledWith(ADDRESS);
    await waitFor(() => expect(dataProvider.envRecords.mock.calls.length).toBeGreaterThan(reads));
  });

  it('terminates after asking', async () => {
    const { user, dataProvider } = render(`${RECORDS}/${recordName}`);
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to terminate this workflow?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Workflow terminated successfully')).toBeInTheDocument();
    expect(dataProvider.terminateRecord).toHaveBeenCalledWith(ADDRESS);
  });

  it('rolls back after asking and opens the new record', async () => {
    const { user, dataProvider } = render(`${RECORDS}/${recordName}`);
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Rollback' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentPath()).toBe(`${RECORDS}/${rolledBackName}`));
    expect(dataProvider.rollbackRecord).toHaveBeenCalledWith(ADDRESS);
  });

  it('reads in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    render(`${RECORDS}/${recordName}`);
    expect(await screen.findByRole('heading', { name: `工作流记录 ${recordName}` })).toBeInTheDocument();
    expect(screen.getByText('该工作流正在等待您的审批。')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '继续' })).toBeInTheDocument();
    expect(screen.getByText('暂停中')).toBeInTheDocument();
  });

  it('offers no action to a project viewer', async () => {
    render(`${RECORDS}/${recordName}`, recordProvider(), viewerUser);
    await heading();
    await allAnswersShown();
    expect(screen.getByText('This workflow is waiting for your approval.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rollback' })).not.toBeInTheDocument();
  });
});

describe('a record that is not suspending', () => {
  it.each(['executing', 'succeeded', 'failed', 'terminated'])(
    'offers no approval while %s',
    async (status) => {
      render(`${RECORDS}/${recordName}`, recordProvider(record(status)));
      await heading();
      expect(screen.queryByText('This workflow is waiting for your approval.')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    },
  );

  it('is read again every 3 s while executing', async () => {
    // The clock runs on by itself, and the test moves it on by the 3 s the page waits between reads.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const { dataProvider } = render(`${RECORDS}/${recordName}`, recordProvider(record('executing')));
    await heading();
    const reads = dataProvider.envRecords.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(RECORD_POLL_MS));
    await waitFor(() => expect(dataProvider.envRecords.mock.calls.length).toBeGreaterThan(reads));
  });
});

describe('the record address', () => {
  it('gives way to the newest record when the record is missing', async () => {
    render(`${RECORDS}/workflow-dev-gone`);
    await heading();
    expect(currentPath()).toBe(`${RECORDS}/${recordName}`);
  });

  it('reads the records again for a record newer than the list, and opens it', async () => {
    const dataProvider = recordProvider();
    dataProvider.envRecords.mockImplementationOnce(
      delayed(() => [record('succeeded', { name: olderRecordName })]),
    );
    render(`${RECORDS}/${recordName}`, dataProvider);
    await heading();
    expect(currentPath()).toBe(`${RECORDS}/${recordName}`);
  });

  it('opens another record from the picker', async () => {
    const { user } = render(`${RECORDS}/${recordName}`);
    await heading();
    await user.click(screen.getByRole('combobox', { name: 'Workflow record' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(olderRecordName) }));
    await heading(olderRecordName);
    expect(currentPath()).toBe(`${RECORDS}/${olderRecordName}`);
  });

  it("says the workflow never ran when the environment's workflow page has no record", async () => {
    const dataProvider = recordProvider();
    dataProvider.envRecords.mockImplementation(delayed(() => []));
    render('/applications/hello-world/envbinding/dev/workflow', dataProvider);
    expect(await screen.findByText('Workflow never ran')).toBeInTheDocument();
  });

  it("opens the newest record from the environment's workflow page", async () => {
    render('/applications/hello-world/envbinding/dev/workflow');
    await heading();
    expect(currentPath()).toBe(`${RECORDS}/${recordName}`);
  });
});

describe('a step', () => {
  it('shows the empty logs, inputs and outputs and the declared properties', async () => {
    const { user, dataProvider } = render(`${RECORDS}/${recordName}`);
    await heading();
    await user.click(await screen.findByRole('button', { name: /Deploy To dev/ }));
    expect(await screen.findByRole('heading', { name: 'Step Deploy To dev' })).toBeInTheDocument();
    expect(await screen.findByText('There are no logs')).toBeInTheDocument();
    expect(dataProvider.stepLog).toHaveBeenCalledWith(ADDRESS, 'dev-target', expect.anything());
    await user.click(screen.getByRole('tab', { name: 'Inputs' }));
    expect(await screen.findByText('There are no inputs')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Outputs' }));
    expect(await screen.findByText('There are no outputs')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Properties' }));
    expect(await screen.findByText(/policies:/)).toBeInTheDocument();
    expect(currentPath()).toBe(`${RECORDS}/${recordName}?step=dev-target&tab=properties`);
  });

  it('says a step without properties has none, and shows its log', async () => {
    const dataProvider = recordProvider();
    dataProvider.stepLog.mockImplementation(
      delayed(() => ({ log: 'suspended, waiting for resume', source: '' })),
    );
    const { user } = render(`${RECORDS}/${recordName}?step=approve`, dataProvider);
    expect(await screen.findByText('suspended, waiting for resume')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Properties' }));
    expect(await screen.findByText('There are no properties')).toBeInTheDocument();
  });

  it('colours a step log by its ANSI codes and shows markup in it as text', async () => {
    const dataProvider = recordProvider();
    const log = '\u001b[31mdeploy failed\u001b[0m\nimage <img src=x onerror=alert(1)> not found';
    dataProvider.stepLog.mockImplementation(delayed(() => ({ log, source: '' })));
    render(`${RECORDS}/${recordName}?step=approve`, dataProvider);
    const failed = await screen.findByText('deploy failed');
    expect(failed).toHaveClass('fg-red');
    expect(screen.getByText('image <img src=x onerror=alert(1)> not found')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.body.textContent).not.toContain('\u001b');
  });
});

describe('Launch Workflow Studio', () => {
  it("offers each of the environment's workflows", async () => {
    const { user } = render(`${RECORDS}/${recordName}`);
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Launch Workflow Studio' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Development Workflow', 'Development Canary Workflow']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Development Canary Workflow' }));
    await waitFor(() =>
      expect(currentPath()).toBe(
        '/applications/hello-world/envbinding/dev/workflow/workflow-dev-canary/studio',
      ),
    );
  });
});
