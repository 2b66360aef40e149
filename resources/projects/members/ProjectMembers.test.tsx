import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { addMember, renderProjectTab } from '../shared/projectSandbox';

// In the demo data grace is the Project Admin of team-shop; bob joins it as a Project Viewer.
const sandbox = setUpSandbox({ user: 'grace' });

const shop = '/api/v1/projects/team-shop';
const members = async () => within(await screen.findByRole('region', { name: 'Members' }));
const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));
const rolesOf = async (name: string) => {
  await allAnswersShown();
  const { users } = await sandbox.request<{ users: { name: string; userRoles: string[] }[] }>(
    'GET',
    `${shop}/users`,
  );
  return users.find((each) => each.name === name)?.userRoles;
};

beforeEach(async () => {
  await addMember(sandbox, 'team-shop', 'alice', ['app-developer']);
  await addMember(sandbox, 'team-shop', 'bob', ['project-viewer']);
});

describe('the members of a project', () => {
  it('lists the members with their roles, each with Edit and Delete for a Project Admin', async () => {
    renderProjectTab(sandbox, '/projects/team-shop/members');
    const table = await members();
    const row = (await table.findByRole('cell', { name: 'alice' })).closest('tr');
    if (!row) throw new Error('no row for alice');
    expect(within(row).getByText('Alice')).toBeInTheDocument();
    expect(within(row).getByText('app-developer')).toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: 'Edit alice' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete alice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Member' })).toBeInTheDocument();
    expect(sandbox.asked()).toContainEqual(
      expect.stringMatching(/^GET \/api\/v1\/projects\/team-shop\/users/),
    );
  });

  it('shows a Project Viewer no Add Member, Edit or Delete, and no drawer from the address', async () => {
    await sandbox.signIn('bob');
    renderProjectTab(sandbox, '/projects/team-shop/members#create');
    const table = await members();
    expect(await table.findByRole('cell', { name: 'alice' })).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) alice$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the user name and the roles of a new member before sending', async () => {
    const { user } = renderProjectTab(sandbox, '/projects/team-shop/members#create');
    const form = await drawer('Add Member');
    await user.type(await form.findByRole('textbox', { name: 'Username' }), 'Not Valid');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please enter a valid username')).toBeInTheDocument();
    expect(form.getByText('Please select at least one role')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`POST ${shop}/users`);
  });

  it('says the same in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderProjectTab(sandbox, '/projects/team-shop/members#create');
    const form = await drawer('添加成员');
    await user.type(await form.findByRole('textbox', { name: '用户名' }), '-x');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入有效的用户名')).toBeInTheDocument();
    expect(form.getByText('请至少选择一个角色')).toBeInTheDocument();
  });

  it('adds a member with project roles', async () => {
    const { user } = renderProjectTab(sandbox, '/projects/team-shop/members#create');
    const form = await drawer('Add Member');
    await user.type(await form.findByRole('textbox', { name: 'Username' }), 'henry');
    await user.click(await form.findByRole('checkbox', { name: 'Project Viewer' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Member added successfully')).toBeInTheDocument();
    expect(await rolesOf('henry')).toEqual(['project-viewer']);
  });

  it("changes a member's roles, the member fixed", async () => {
    const { user } = renderProjectTab(sandbox, '/projects/team-shop/members#edit/alice');
    const form = await drawer('Edit Member');
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('alice'));
    expect(form.getByRole('textbox', { name: 'Username' })).toBeDisabled();
    const developer = await form.findByRole('checkbox', { name: 'App Developer' });
    expect(developer).toBeChecked();
    await user.click(developer);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please select at least one role')).toBeInTheDocument();
    await user.click(form.getByRole('checkbox', { name: 'Project Viewer' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Member updated successfully')).toBeInTheDocument();
    expect(await rolesOf('alice')).toEqual(['project-viewer']);
  });

  it("says in Chinese that the roles could not be loaded, and keeps the member's roles for the Retry", async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const recover = sandbox.answer(`GET ${shop}/roles`, { status: 503, body: null });
    const { user } = renderProjectTab(sandbox, '/projects/team-shop/members#edit/alice');
    const form = await drawer('编辑成员');
    const failure = await form.findByRole('alert');
    expect(failure).toHaveTextContent('成员角色加载失败');
    expect(form.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(form.queryByText('请至少选择一个角色')).not.toBeInTheDocument();

    recover();
    await user.click(within(failure).getByRole('button', { name: '重试' }));
    expect(await form.findByRole('checkbox', { name: 'App Developer' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Project Viewer' })).not.toBeChecked();
  });

  it('removes a member after asking', async () => {
    const { user } = renderProjectTab(sandbox, '/projects/team-shop/members');
    const table = await members();
    await user.click(await table.findByRole('button', { name: 'Delete alice' }));
    expect(await screen.findByText('Are you sure you want to delete the member?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Member deleted successfully')).toBeInTheDocument();
    expect(await rolesOf('alice')).toBeUndefined();
  });
});
