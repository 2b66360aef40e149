import { screen, waitFor, within } from '@testing-library/react';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { vi } from 'vitest';
import { advanceClock, renderInSandboxApp } from '../envStatus/appStatusSandbox';
import { RevisionsPage } from './RevisionsPage';

vi.mock('@monaco-editor/react', () => import('@src/common/code/monacoStandIn'));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

const sandbox = setUpSandbox({ now: () => new Date('2024-05-03T09:15:00Z') });

const PAYMENT = '/api/v1/applications/payment';

interface StoredRevision {
  version: string;
  status: string;
  envName: string;
  note: string;
}

/** The demo's payment, whose shop-prod deploy waits for approval, given one revision of each status. */
async function seedRevisions() {
  const prod = `${PAYMENT}/workflows/workflow-shop-prod/records`;
  const { records } = await sandbox.request<{ records: { name: string }[] }>('GET', prod);
  await sandbox.request('GET', `${prod}/${records[0].name}/terminate`);
  const deploy = async (env: string, body: object = {}) => {
    await advanceClock(sandbox, 60);
    await sandbox.request('POST', `${PAYMENT}/deploy`, { workflowName: `workflow-${env}`, ...body });
  };
  await deploy('shop-test', {
    note: 'Release 1.0',
    codeInfo: { commit: 'abc123', branch: 'main', user: 'bob' },
  });
  await sandbox.request('PUT', `${PAYMENT}/components/payment`, {
    properties: JSON.stringify({ image: 'nginx:fail', ports: [{ port: 80, expose: true }] }),
  });
  await deploy('shop-test');
  await deploy('shop-prod');
  const { revisions } = await sandbox.request<{ revisions: StoredRevision[] }>('GET', `${PAYMENT}/revisions`);
  const of = (status: string) => revisions.find((item) => item.status === status)?.version ?? '';
  return {
    complete: revisions.find((item) => item.note === 'Release 1.0')?.version ?? '',
    terminated: of('terminated'),
    failure: of('failure'),
    running: of('running'),
    count: revisions.length,
  };
}

let v: Awaited<ReturnType<typeof seedRevisions>>;

beforeEach(async () => {
  v = await seedRevisions();
});

const render = (app = 'payment') =>
  renderInSandboxApp(sandbox, <RevisionsPage />, { path: `/applications/${app}/revisions` });

const row = (version: string) => screen.getByRole('row', { name: new RegExp(`^${version} `) });

/** The body of the last comparison the page asked for, of payment. */
const lastCompared = () => sandbox.sent('POST /api/v1/applications/payment/compare').at(-1);

describe('revisions of an application', () => {
  it('lists each revision with its status, environment, deploy user and code info', async () => {
    await render();
    expect(await screen.findByText(v.running)).toBeInTheDocument();
    expect(within(row(v.complete)).getByText('Complete')).toBeInTheDocument();
    expect(within(row(v.complete)).getByText('Administrator')).toBeInTheDocument();
    expect(
      within(row(v.complete)).getByText('Commit: abc123 · Branch: main · User: bob'),
    ).toBeInTheDocument();
    expect(within(row(v.terminated)).getByText('shop-prod')).toBeInTheDocument();
    expect(within(row(v.complete)).getByText('Release 1.0')).toBeInTheDocument();
  });

  it('offers Rollback only for complete and terminated revisions', async () => {
    await render();
    await screen.findByText(v.running);
    expect(await screen.findByRole('button', { name: `Rollback ${v.complete}` })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Rollback ${v.terminated}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Rollback ${v.running}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Rollback ${v.failure}` })).not.toBeInTheDocument();
  });

  it('rolls back a complete revision at once and opens the new record in its environment', async () => {
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: `Rollback ${v.complete}` }));
    expect(await screen.findByText('Application rollback successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`POST ${PAYMENT}/revisions/${v.complete}/rollback`);
    expect(window.location.pathname).toMatch(
      /^\/applications\/payment\/envbinding\/shop-test\/workflow\/records\/[^/]+$/,
    );
  });

  it('asks before rolling back a terminated revision, and does nothing when the user declines', async () => {
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: `Rollback ${v.terminated}` }));
    const question = await screen.findByRole('dialog');
    expect(
      within(question).getByText(
        'This revision status is terminated, are you sure to rollback to this revision?',
      ),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sandbox.asked().filter((request) => request.endsWith('/rollback'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Rollback ${v.terminated}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sandbox.asked()).toContain(`POST ${PAYMENT}/revisions/${v.terminated}/rollback`),
    );
    await waitFor(() =>
      expect(window.location.pathname).toMatch(
        /^\/applications\/payment\/envbinding\/shop-prod\/workflow\/records\/[^/]+$/,
      ),
    );
  });

  it('keeps the environment and status filters in the address and asks the server for them', async () => {
    const { user } = await render();
    await screen.findByText(v.running);
    await user.click(screen.getByRole('combobox', { name: 'Environment' }));
    await user.click(await screen.findByRole('option', { name: 'shop-prod' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Terminated' }));
    await waitFor(() => {
      const lists = sandbox.asked().filter((request) => request.startsWith(`GET ${PAYMENT}/revisions?`));
      const last = new URLSearchParams(lists.at(-1)?.split('?')[1]);
      expect(Object.fromEntries(last)).toEqual({
        envName: 'shop-prod',
        status: 'terminated',
        page: '1',
        pageSize: '10',
      });
    });
    await waitFor(() => expect(screen.getAllByRole('row', { name: /^\d+ / })).toHaveLength(1));
    const filter = JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');
    expect(filter).toEqual({ envName: 'shop-prod', status: 'terminated' });
  });

  it('shows the applied configuration of a revision, with copy, from the address', async () => {
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: `Detail ${v.complete}` }));
    expect(window.location.hash).toBe(`#revision/${v.complete}`);
    const drawer = await screen.findByRole('dialog', { name: `Revision ${v.complete}` });
    const yaml = await within(drawer).findByRole<HTMLTextAreaElement>('textbox', {
      name: 'Applied configuration',
    });
    expect(yaml.value).toContain('name: payment');
    await user.click(within(drawer).getByRole('button', { name: 'Copy Applied configuration' }));
    expect(await screen.findByText('The application configuration copied successfully')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(yaml.value);
  });

  it('compares a revision with the latest or the running configuration', async () => {
    const latest = { compareRevisionWithLatest: { revision: v.complete } };
    const answer = await sandbox.request<{ baseAppYAML: string; targetAppYAML: string }>(
      'POST',
      `${PAYMENT}/compare`,
      latest,
    );
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: `Diff ${v.complete}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Compare with the latest configuration' }));
    const drawer = await screen.findByRole('dialog', {
      name: `Revision ${v.complete} and the latest configuration`,
    });
    expect(
      (await within(drawer).findByRole<HTMLTextAreaElement>('textbox', { name: `Revision ${v.complete}` }))
        .value,
    ).toBe(answer.baseAppYAML);
    expect(
      within(drawer).getByRole<HTMLTextAreaElement>('textbox', { name: 'Latest configuration' }).value,
    ).toBe(answer.targetAppYAML);
    expect(answer.baseAppYAML).not.toBe(answer.targetAppYAML);
    expect(lastCompared()).toEqual(latest);

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: `Diff ${v.complete}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Compare with the running configuration' }));
    expect(
      await screen.findByRole('dialog', { name: `Revision ${v.complete} and the running configuration` }),
    ).toBeInTheDocument();
    expect(lastCompared()).toEqual({ compareRevisionWithRunning: { revision: v.complete } });
  });

  it('gives a project viewer neither Diff nor Rollback', async () => {
    await sandbox.request('POST', '/api/v1/users', {
      name: 'vera',
      email: 'vera@example.com',
      password: 'Secret123',
    });
    await sandbox.request('POST', '/api/v1/projects/team-shop/users', {
      userName: 'vera',
      userRoles: ['project-viewer'],
    });
    await sandbox.signIn('vera', 'Secret123');
    await render();
    await screen.findByText(v.running);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Detail / })).toHaveLength(v.count));
    expect(screen.queryByRole('button', { name: /^Diff / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rollback / })).not.toBeInTheDocument();
  });

  it('reads in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    await render();
    expect(
      await within(await screen.findByRole('row', { name: new RegExp(`^${v.complete} `) })).findByText(
        '完成',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `回滚 ${v.complete}` })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '环境' })).toBeInTheDocument();
  });

  it('says there is no version record before the first release', async () => {
    await render('recommendation');
    expect(await screen.findByText('No version record')).toBeInTheDocument();
    expect(screen.getByText('Your version record will be displayed here after release')).toBeInTheDocument();
  });
});
