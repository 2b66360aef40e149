import { screen, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { renderRoles, SANDBOX_TIME, seedRoles } from './roleSandbox';

const sandbox = setUpSandbox({ demo: false, now: SANDBOX_TIME });

interface RoleList {
  roles: { name: string; permissions: { name: string }[] }[];
}

async function rowOf(name: string) {
  const row = (await screen.findByRole('cell', { name })).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

const permissionsOf = async (name: string) => {
  const { roles } = await sandbox.request<RoleList>('GET', '/api/v1/roles');
  return roles.find((role) => role.name === name)?.permissions.map((permission) => permission.name);
};

const written = () => sandbox.asked().filter((request) => /^(POST|PUT|DELETE) /.test(request));

/** A user who may only list roles. */
async function signInAsRoleReader() {
  await sandbox.request('POST', '/api/v1/permissions', {
    name: 'role-list',
    resources: ['role:*'],
    actions: ['list'],
  });
  await sandbox.request('POST', '/api/v1/roles', { name: 'reader', permissions: ['role-list'] });
  const reader = { name: 'reader', email: 'reader@example.com', password: 'Secret123', roles: ['reader'] };
  await sandbox.request('POST', '/api/v1/users', reader);
  await sandbox.signIn('reader', 'Secret123');
}

beforeEach(() => seedRoles(sandbox));

describe('the platform role list', () => {
  it('shows each role with its permissions', async () => {
    renderRoles(sandbox);
    const row = await rowOf('admin');
    expect(row.getByText('Admin, Cluster Management')).toBeInTheDocument();
    expect(row.getByText('2024/05/01 10:20:30')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Platform Roles' })).toBeInTheDocument();
    expect(await row.findByRole('button', { name: 'Edit admin' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Delete admin' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 2);
  });

  it('shows ten roles to a page', async () => {
    for (let n = 1; n <= 9; n += 1) {
      await sandbox.request('POST', '/api/v1/roles', { name: `role-${n}`, permissions: ['project-list'] });
    }
    renderRoles(sandbox);
    await rowOf('admin');
    expect(screen.getAllByRole('row')).toHaveLength(1 + 10);
  });

  it('shows no New Role, Edit or Delete to a user who may only list roles', async () => {
    await signInAsRoleReader();
    renderRoles(sandbox);
    const row = await rowOf('admin');
    await allAnswersShown();
    expect(row.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Role' })).not.toBeInTheDocument();
  });

  it('checks name, alias and permissions before sending, in English and Chinese', async () => {
    const { user, unmount } = renderRoles(sandbox, '#create');
    let form = within(await screen.findByRole('dialog', { name: 'New Role' }));
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'x');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please enter a roles name')).toBeInTheDocument();
    expect(form.getByText('Enter a string of 2 to 64 characters.')).toBeInTheDocument();
    expect(form.getByText('Please select at last one permission')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Ops');
    expect(await form.findByText('Please enter a valid name')).toBeInTheDocument();
    expect(written()).toEqual([]);
    unmount();

    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const zh = renderRoles(sandbox, '#create');
    form = within(await screen.findByRole('dialog', { name: '新建角色' }));
    await zh.user.type(form.getByRole('textbox', { name: '别名' }), 'x');
    await zh.user.click(form.getByRole('button', { name: '创建' }));
    expect(await form.findByText('请输入角色名称')).toBeInTheDocument();
    expect(form.getByText('请至少选择一个权限')).toBeInTheDocument();
  });

  it('creates a role with the chosen permissions', async () => {
    const { user } = renderRoles(sandbox, '#create');
    const form = within(await screen.findByRole('dialog', { name: 'New Role' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'ops');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'Operations');
    await user.click(await form.findByRole('combobox', { name: 'Permissions' }));
    await user.click(await screen.findByRole('option', { name: 'User Management' }));
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Role created successfully')).toBeInTheDocument();
    const { roles } = await sandbox.request<RoleList>('GET', '/api/v1/roles');
    expect(roles.find((role) => role.name === 'ops')).toMatchObject({
      alias: 'Operations',
      permissions: [{ name: 'user-management' }],
    });
  });

  it('says the permissions could not be loaded, with a Retry, and creates nothing meanwhile', async () => {
    const recover = sandbox.answer('GET /api/v1/permissions', {
      status: 503,
      body: { BusinessCode: 503, Message: 'service unavailable' },
    });
    const { user } = renderRoles(sandbox, '#create');
    const form = within(await screen.findByRole('dialog', { name: 'New Role' }));
    const failure = await form.findByRole('alert');
    expect(failure).toHaveTextContent('Permissions could not be loaded');
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'ops');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The form is not valid. Please check for errors')).toBeInTheDocument();
    expect(written()).toEqual([]);

    recover();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await user.click(await form.findByRole('combobox', { name: 'Permissions' }));
    expect(await screen.findByRole('option', { name: 'User Management' })).toBeInTheDocument();
  });

  it('edits a role keeping its name, and sends permission names', async () => {
    const { user } = renderRoles(sandbox, '#edit/admin');
    const form = within(await screen.findByRole('dialog', { name: 'Edit Role' }));
    expect(await form.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(await form.findByRole('button', { name: 'Cluster Management' })).toBeInTheDocument();
    await user.click(await form.findByRole('combobox', { name: 'Permissions' }));
    await user.click(await screen.findByRole('option', { name: 'User Management' }));
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
    expect(await permissionsOf('admin')).toEqual(['admin', 'cluster-management', 'user-management']);
  });
});
