import { act, screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { onTestFinished, vi } from 'vitest';
import {
  APP_URL,
  currentPath,
  newestRecord,
  renderAppPage,
  seedHelloWorld,
  seedRecords,
  type NewestRecord,
} from '../detail/appDetailSandbox';
import { RECORD_POLL_MS } from './recordStatus';

const sandbox = setUpSandbox({ user: 'alice' });

const RECORDS = '/applications/hello-world/envbinding/dev/workflow/records';
const LIST = `GET ${APP_URL}/envs/dev/records`;

type Records = { records: { name: string; status: string; steps?: { phase: string }[] }[] };

const render = (path: string) => renderAppPage(sandbox, path);

const heading = (name: string) => screen.findByRole('heading', { name: `Workflow record ${name}` });

const asked = (request: string) => sandbox.asked().filter((each) => each.startsWith(request));

const stored = async (name: string) =>
  (await sandbox.request<Records>('GET', `${APP_URL}/envs/dev/records`)).records.find(
    (record) => record.name === name,
  );

describe('a suspending record', () => {
  it('continues: approves the run and reads the records again', async () => {
    const { newest, url } = await seedRecords(sandbox);
    const { user } = render(`${RECORDS}/${newest}`);
    await heading(newest);
    expect(screen.getByText('This workflow is waiting for your approval.')).toBeInTheDocument();
    const reads = asked(LIST).length;
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Workflow resumed successfully')).toBeInTheDocument();
    expect(asked(`GET ${url}/resume`)).toHaveLength(1);
    await waitFor(() => expect(asked(LIST).length).toBeGreaterThan(reads));
    expect(await stored(newest)).toMatchObject({ status: 'succeeded' });
  });

  it('terminates after asking', async () => {
    const { newest, url } = await seedRecords(sandbox);
    const { user } = render(`${RECORDS}/${newest}`);
    await heading(newest);
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to terminate this workflow?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Workflow terminated successfully')).toBeInTheDocument();
    expect(asked(`GET ${url}/terminate`)).toHaveLength(1);
    expect(await stored(newest)).toMatchObject({ status: 'terminated' });
  });

  it('rolls back after asking and opens the new record', async () => {
    const { newest, url } = await seedRecords(sandbox);
    const { user } = render(`${RECORDS}/${newest}`);
    await heading(newest);
    await user.click(await screen.findByRole('button', { name: 'Rollback' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(asked(`GET ${url}/rollback`)).toHaveLength(1));
    const rolledBack = await newestRecord(sandbox);
    expect(rolledBack).not.toBe(newest);
    await waitFor(() => expect(currentPath()).toBe(`${RECORDS}/${rolledBack}`));
  });

  it('reads in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { newest } = await seedRecords(sandbox);
    render(`${RECORDS}/${newest}`);
    expect(await screen.findByRole('heading', { name: `工作流记录 ${newest}` })).toBeInTheDocument();
    expect(screen.getByText('该工作流正在等待您的审批。')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '继续' })).toBeInTheDocument();
    expect(screen.getByText('暂停中')).toBeInTheDocument();
  });

  it('offers no action to a project viewer', async () => {
    const { newest } = await seedRecords(sandbox);
    await sandbox.signIn('bob');
    render(`${RECORDS}/${newest}`);
    await heading(newest);
    await allAnswersShown();
    expect(screen.getByText('This workflow is waiting for your approval.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rollback' })).not.toBeInTheDocument();
  });
});

/**
 * The sandbox finishes a run at once in tests, so an executing one is forced: its own list, the newest
 * record executing at its deploy step.
 */
async function newestExecuting() {
  const { newest } = await seedRecords(sandbox, 'succeeded');
  const list = await sandbox.request<Records>('GET', `${APP_URL}/envs/dev/records`);
  const [first, ...rest] = list.records;
  const steps = first.steps?.map((step) => ({ ...step, phase: 'running' }));
  sandbox.answer(LIST, { body: { ...list, records: [{ ...first, status: 'executing', steps }, ...rest] } });
  return newest;
}

describe('a record that is not suspending', () => {
  it.each<NewestRecord | 'executing'>(['executing', 'succeeded', 'failed', 'terminated'])(
    'offers no approval while %s',
    async (status) => {
      const newest =
        status === 'executing' ? await newestExecuting() : (await seedRecords(sandbox, status)).newest;
      render(`${RECORDS}/${newest}`);
      await heading(newest);
      expect(screen.queryByText('This workflow is waiting for your approval.')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    },
  );

  it('is read again every 3 s while executing', async () => {
    // The clock runs on by itself, and the test moves it on by the 3 s the page waits between reads.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const newest = await newestExecuting();
    render(`${RECORDS}/${newest}`);
    await heading(newest);
    const reads = asked(LIST).length;
    await act(() => vi.advanceTimersByTimeAsync(RECORD_POLL_MS));
    await waitFor(() => expect(asked(LIST).length).toBeGreaterThan(reads));
  });
});

describe('the record address', () => {
  it('gives way to the newest record when the record is missing', async () => {
    const { newest } = await seedRecords(sandbox);
    render(`${RECORDS}/workflow-dev-gone`);
    await heading(newest);
    expect(currentPath()).toBe(`${RECORDS}/${newest}`);
  });

  it('reads the records again for a record newer than the list, and opens it', async () => {
    const { newest } = await seedRecords(sandbox);
    // The first read answers as just before the deploy: the older record only.
    const list = await sandbox.request<Records>('GET', `${APP_URL}/envs/dev/records`);
    sandbox.answer(LIST, { body: { records: list.records.slice(1), total: 1 }, once: true });
    render(`${RECORDS}/${newest}`);
    await heading(newest);
    expect(currentPath()).toBe(`${RECORDS}/${newest}`);
  });

  it('opens another record from the picker', async () => {
    const { newest, older } = await seedRecords(sandbox);
    const { user } = render(`${RECORDS}/${newest}`);
    await heading(newest);
    await user.click(screen.getByRole('combobox', { name: 'Workflow record' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(older) }));
    await heading(older);
    expect(currentPath()).toBe(`${RECORDS}/${older}`);
  });

  it("says the workflow never ran when the environment's workflow page has no record", async () => {
    await seedHelloWorld(sandbox, { deployed: false });
    render('/applications/hello-world/envbinding/dev/workflow');
    expect(await screen.findByText('Workflow never ran')).toBeInTheDocument();
  });

  it("opens the newest record from the environment's workflow page", async () => {
    const { newest } = await seedRecords(sandbox);
    render('/applications/hello-world/envbinding/dev/workflow');
    await heading(newest);
    expect(currentPath()).toBe(`${RECORDS}/${newest}`);
  });
});

describe('a step', () => {
  it('shows the empty logs, inputs and outputs and the declared properties', async () => {
    const { newest, url } = await seedRecords(sandbox);
    const { user } = render(`${RECORDS}/${newest}`);
    await heading(newest);
    await user.click(await screen.findByRole('button', { name: /Deploy To dev/ }));
    expect(await screen.findByRole('heading', { name: 'Step Deploy To dev' })).toBeInTheDocument();
    expect(await screen.findByText('There are no logs')).toBeInTheDocument();
    expect(asked(`GET ${url}/logs`)).toContain(`GET ${url}/logs?step=dev`);
    await user.click(screen.getByRole('tab', { name: 'Inputs' }));
    expect(await screen.findByText('There are no inputs')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Outputs' }));
    expect(await screen.findByText('There are no outputs')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Properties' }));
    expect(await screen.findByText(/policies:/)).toBeInTheDocument();
    expect(currentPath()).toBe(`${RECORDS}/${newest}?step=dev&tab=properties`);
  });

  it('says a step without properties has none, and shows its log', async () => {
    const { newest } = await seedRecords(sandbox);
    const { user } = render(`${RECORDS}/${newest}?step=approve`);
    expect(await screen.findByText(/suspended, waiting for resume/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Properties' }));
    expect(await screen.findByText('There are no properties')).toBeInTheDocument();
  });

  it('colours a step log by its ANSI codes and shows markup in it as text', async () => {
    const { newest, url } = await seedRecords(sandbox);
    // The sandbox writes plain logs; a coloured one with markup in it is forced.
    const log = '\u001b[31mdeploy failed\u001b[0m\nimage <img src=x onerror=alert(1)> not found';
    sandbox.answer(`GET ${url}/logs`, { body: { name: 'approve', type: 'suspend', log, source: '' } });
    render(`${RECORDS}/${newest}?step=approve`);
    const failed = await screen.findByText('deploy failed');
    expect(failed).toHaveClass('fg-red');
    expect(screen.getByText('image <img src=x onerror=alert(1)> not found')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.body.textContent).not.toContain('\u001b');
  });
});

describe('Launch Workflow Studio', () => {
  it("offers each of the environment's workflows", async () => {
    const { newest } = await seedRecords(sandbox);
    const { user } = render(`${RECORDS}/${newest}`);
    await heading(newest);
    await user.click(await screen.findByRole('button', { name: 'Launch Workflow Studio' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['Development Workflow', 'Development Canary Workflow']));
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    await user.click(within(menu).getByRole('menuitem', { name: 'Development Canary Workflow' }));
    await waitFor(() =>
      expect(currentPath()).toBe(
        '/applications/hello-world/envbinding/dev/workflow/workflow-dev-canary/studio',
      ),
    );
  });
});
