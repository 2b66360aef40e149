import { DeclaredList } from '@src/common/kit/declared/DeclaredList';
import { screen, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { declarations } from '../declarations';

const sandbox = setUpSandbox({ demo: false });

const targets = declarations.find((declaration) => declaration.name === 'targets');

const renderTargets = () =>
  renderWithSandbox(sandbox, targets ? <DeclaredList declaration={targets} /> : null, {
    resource: 'targets',
  });

async function rowOf(name: string) {
  const cell = await screen.findByRole('cell', { name });
  return within(cell.closest('tr') as HTMLElement);
}

/** Targets in project default on the local cluster, each in a namespace of its own, made in this order. */
async function seedTargets(...names: string[]) {
  for (const name of names) {
    await sandbox.request('POST', '/api/v1/targets', {
      name,
      alias: `${name} alias`,
      project: 'default',
      cluster: { clusterName: 'local', namespace: `ns-${name}` },
    });
  }
}

/** A user who may list targets, and update t1 only. */
async function signInAsT1Keeper() {
  await sandbox.request('POST', '/api/v1/permissions', {
    name: 'target-list',
    resources: ['target:*'],
    actions: ['list'],
  });
  await sandbox.request('POST', '/api/v1/permissions', {
    name: 't1-update',
    resources: ['target:t1'],
    actions: ['update'],
  });
  await sandbox.request('POST', '/api/v1/roles', {
    name: 'keeper',
    permissions: ['target-list', 't1-update'],
  });
  const keeper = { name: 'keeper', email: 'keeper@example.com', password: 'Secret123', roles: ['keeper'] };
  await sandbox.request('POST', '/api/v1/users', keeper);
  await sandbox.signIn('keeper', 'Secret123');
}

describe('the target list', () => {
  it('shows project, cluster and namespace, five targets a page', async () => {
    // The sandbox lists the newest first: t1, made last, is on the first page; t6 (and default) on the second.
    await seedTargets('t6', 't5', 't4', 't3', 't2', 't1');
    renderTargets();
    const row = await rowOf('t1');
    expect(row.getByText('t1 alias')).toBeInTheDocument();
    expect(row.getByText('Local Cluster/ns-t1')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Default' })).toHaveAttribute('href', '/projects/default/summary');
    expect(screen.queryByRole('cell', { name: 't6' })).not.toBeInTheDocument();
    expect(sandbox.asked()).toContain('GET /api/v1/targets?page=1&pageSize=5');
  });

  it('offers Edit and Remove named after each target, and New Target', async () => {
    await seedTargets('t1', 't2');
    renderTargets();
    const row = await rowOf('t2');
    expect(await row.findByRole('button', { name: 'Edit t2' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Remove t2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Target' })).toBeInTheDocument();
  });

  it('shows each action only on the targets the user may change', async () => {
    await seedTargets('t1', 't2');
    await signInAsT1Keeper();
    renderTargets();
    expect(await (await rowOf('t1')).findByRole('button', { name: 'Edit t1' })).toBeInTheDocument();
    await allAnswersShown();
    const t2 = await rowOf('t2');
    expect(t2.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Target' })).not.toBeInTheDocument();
  });

  it('invites to create one when there is none', async () => {
    await sandbox.request('DELETE', '/api/v1/targets/default');
    renderTargets();
    expect(await screen.findByText(/There are no targets yet/)).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'New Target' })).toHaveLength(2);
  });
});
