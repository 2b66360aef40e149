import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { appProvider, appTables, helloWorld } from '../shared/appFakes';
import { delayed } from '@src/test/latency';
import { renderInApp } from '@src/test/renderInApp';
import { viewerUser } from '@src/test/users';
import { RevisionsPage } from './RevisionsPage';

vi.mock('@monaco-editor/react', () => import('@src/common/code/monacoStandIn'));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

const revision = (version: string, status: string, envName = 'dev') => ({
  id: version,
  version,
  status,
  envName,
  note: version === 'v1' ? 'Release 1.0' : '',
  triggerType: 'web',
  workflowName: `workflow-${envName}`,
  deployUser: { name: 'alice', alias: 'Alice' },
  createTime: '2024-05-03T09:15:00Z',
  codeInfo: version === 'v1' ? { commit: 'abc123', branch: 'main', user: 'bob' } : undefined,
  applyAppConfig: `kind: Application\nmetadata:\n  name: hello-world # ${version}\n`,
});

const revisions = [
  revision('v4', 'running'),
  revision('v3', 'terminated', 'prod'),
  revision('v2', 'failure'),
  revision('v1', 'complete'),
];

function provider(rows = revisions) {
  const dataProvider = appProvider({ ...appTables(), 'appRevisions:hello-world': rows });
  return Object.assign(dataProvider, {
    rollbackRevision: vi.fn(delayed(() => ({ record: { name: 'workflow-dev-20240503' } }))),
    compareApplication: vi.fn(
      delayed(() => ({
        isDiff: true,
        diffReport: '',
        baseAppYAML: 'replicas: 1\n',
        targetAppYAML: 'replicas: 2\n',
      })),
    ),
  });
}

const row = (version: string) => screen.getByRole('row', { name: new RegExp(`^${version} `) });

describe('revisions of an application', () => {
  it('lists each revision with its status, environment, deploy user and code info', async () => {
    renderInApp(<RevisionsPage />, { app: helloWorld, dataProvider: provider() });
    expect(await screen.findByText('v4')).toBeInTheDocument();
    expect(within(row('v1')).getByText('Complete')).toBeInTheDocument();
    expect(within(row('v1')).getByText('Alice')).toBeInTheDocument();
    expect(within(row('v1')).getByText('Commit: abc123 · Branch: main · User: bob')).toBeInTheDocument();
    expect(within(row('v3')).getByText('prod')).toBeInTheDocument();
    expect(within(row('v1')).getByText('Release 1.0')).toBeInTheDocument();
  });

  it('offers Rollback only for complete and terminated revisions', async () => {
    renderInApp(<RevisionsPage />, { app: helloWorld, dataProvider: provider() });
    await screen.findByText('v4');
    expect(await screen.findByRole('button', { name: 'Rollback v1' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rollback v3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rollback v4' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rollback v2' })).not.toBeInTheDocument();
  });

  it('rolls back a complete revision at once and opens the new record in its environment', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<RevisionsPage />, { app: helloWorld, dataProvider });
    await user.click(await screen.findByRole('button', { name: 'Rollback v1' }));
    expect(await screen.findByText('Application rollback successfully')).toBeInTheDocument();
    expect(dataProvider.rollbackRevision).toHaveBeenCalledWith('hello-world', 'v1');
    expect(window.location.pathname).toBe(
      '/applications/hello-world/envbinding/dev/workflow/records/workflow-dev-20240503',
    );
  });

  it('asks before rolling back a terminated revision, and does nothing when the user declines', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<RevisionsPage />, { app: helloWorld, dataProvider });
    await user.click(await screen.findByRole('button', { name: 'Rollback v3' }));
    const question = await screen.findByRole('dialog');
    expect(
      within(question).getByText(
        'This revision status is terminated, are you sure to rollback to this revision?',
      ),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.rollbackRevision).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rollback v3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.rollbackRevision).toHaveBeenCalledWith('hello-world', 'v3'));
    await waitFor(() =>
      expect(window.location.pathname).toBe(
        '/applications/hello-world/envbinding/prod/workflow/records/workflow-dev-20240503',
      ),
    );
  });

  it('keeps the environment and status filters in the address and asks the server for them', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<RevisionsPage />, { app: helloWorld, dataProvider });
    await screen.findByText('v4');
    await user.click(screen.getByRole('combobox', { name: 'Environment' }));
    await user.click(await screen.findByRole('option', { name: 'prod' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Terminated' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'appRevisions',
        expect.objectContaining({
          filter: { envName: 'prod', status: 'terminated' },
          pagination: { page: 1, perPage: 10 },
          meta: expect.objectContaining({ app: 'hello-world' }),
        }),
      ),
    );
    const filter = JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');
    expect(filter).toEqual({ envName: 'prod', status: 'terminated' });
  });

  it('shows the applied configuration of a revision, with copy, from the address', async () => {
    const { user } = renderInApp(<RevisionsPage />, { app: helloWorld, dataProvider: provider() });
    await user.click(await screen.findByRole('button', { name: 'Detail v1' }));
    expect(window.location.hash).toBe('#revision/v1');
    const drawer = await screen.findByRole('dialog', { name: 'Revision v1' });
    const yaml = await within(drawer).findByRole<HTMLTextAreaElement>('textbox', {
      name: 'Applied configuration',
    });
    expect(yaml.value).toContain('name: hello-world # v1');
    await user.click(within(drawer).getByRole('button', { name: 'Copy Applied configuration' }));
    expect(await screen.findByText('The application configuration copied successfully')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('# v1');
  });

  it('compares a revision with the latest or the running configuration', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<RevisionsPage />, { app: helloWorld, dataProvider });
    await user.click(await screen.findByRole('button', { name: 'Diff v2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Compare with the latest configuration' }));
    const drawer = await screen.findByRole('dialog', { name: 'Revision v2 and the latest configuration' });
    expect(
      (await within(drawer).findByRole<HTMLTextAreaElement>('textbox', { name: 'Revision v2' })).value,
    ).toBe('replicas: 1\n');
    expect(
      within(drawer).getByRole<HTMLTextAreaElement>('textbox', { name: 'Latest configuration' }).value,
    ).toBe('replicas: 2\n');
    expect(dataProvider.compareApplication).toHaveBeenLastCalledWith(
      'hello-world',
      { compareRevisionWithLatest: { revision: 'v2' } },
      expect.anything(),
    );

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Diff v2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Compare with the running configuration' }));
    expect(
      await screen.findByRole('dialog', { name: 'Revision v2 and the running configuration' }),
    ).toBeInTheDocument();
    expect(dataProvider.compareApplication).toHaveBeenLastCalledWith(
      'hello-world',
      { compareRevisionWithRunning: { revision: 'v2' } },
      expect.anything(),
    );
  });

  it('gives a project viewer neither Diff nor Rollback', async () => {
    renderInApp(<RevisionsPage />, { app: helloWorld, dataProvider: provider(), user: viewerUser });
    await screen.findByText('v4');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Detail / })).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /^Diff / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rollback / })).not.toBeInTheDocument();
  });

  it('reads in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    renderInApp(<RevisionsPage />, { app: helloWorld, dataProvider: provider() });
    expect(
      await within(await screen.findByRole('row', { name: /^v1 / })).findByText('完成'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '回滚 v1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '环境' })).toBeInTheDocument();
  });

  it('says there is no version record before the first release', async () => {
    renderInApp(<RevisionsPage />, { app: helloWorld, dataProvider: provider([]) });
    expect(await screen.findByText('No version record')).toBeInTheDocument();
    expect(screen.getByText('Your version record will be displayed here after release')).toBeInTheDocument();
  });
});
