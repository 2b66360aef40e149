import { projectProvider } from '../shared/projectFakes';
import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { failList } from '@src/test/failingList';
import { allAnswersShown } from '@src/test/latency';
import { renderProjectPage } from '@src/test/renderProjectPage';
import { demoAdmin, demoViewer } from '@src/test/users';

const members = async () => within(await screen.findByRole('region', { name: 'Members' }));
const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));

beforeEach(signIn);

describe('the members of a project', () => {
  it('lists the members with their roles, each with Edit and Delete for a Project Admin', async () => {
    const dataProvider = projectProvider();
    renderProjectPage('/projects/demo/members', dataProvider, demoAdmin);
    const table = await members();
    const row = (await table.findByRole('cell', { name: 'alice' })).closest('tr');
    if (!row) throw new Error('no row for alice');
    expect(within(row).getByText('Alice')).toBeInTheDocument();
    expect(within(row).getByText('app-developer')).toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: 'Edit alice' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete alice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Member' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'projectUsers',
      expect.objectContaining({ meta: expect.objectContaining({ project: 'demo' }) }),
    );
  });

  it('shows a Project Viewer no Add Member, Edit or Delete, and no drawer from the address', async () => {
    renderProjectPage('/projects/demo/members#create', projectProvider(), demoViewer);
    const table = await members();
    expect(await table.findByRole('cell', { name: 'alice' })).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) alice$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the user name and the roles of a new member before sending', async () => {
    const dataProvider = projectProvider();
    const { user } = renderProjectPage('/projects/demo/members#create', dataProvider, demoAdmin);
    const form = await drawer('Add Member');
    await user.type(await form.findByRole('textbox', { name: 'Username' }), 'Not Valid');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please enter a valid username')).toBeInTheDocument();
    expect(form.getByText('Please select at least one role')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('says the same in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderProjectPage('/projects/demo/members#create', projectProvider(), demoAdmin);
    const form = await drawer('添加成员');
    await user.type(await form.findByRole('textbox', { name: '用户名' }), '-x');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入有效的用户名')).toBeInTheDocument();
    expect(form.getByText('请至少选择一个角色')).toBeInTheDocument();
  });

  it('adds a member with project roles', async () => {
    const dataProvider = projectProvider();
    const { user } = renderProjectPage('/projects/demo/members#create', dataProvider, demoAdmin);
    const form = await drawer('Add Member');
    await user.type(await form.findByRole('textbox', { name: 'Username' }), 'carol');
    await user.click(await form.findByRole('checkbox', { name: 'Project Viewer' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Member added successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'projectUsers',
      expect.objectContaining({
        meta: expect.objectContaining({ project: 'demo' }),
        data: { name: 'carol', userRoles: ['project-viewer'] },
      }),
    );
  });

  it("changes a member's roles, the member fixed", async () => {
    const dataProvider = projectProvider();
    const { user } = renderProjectPage('/projects/demo/members#edit/alice', dataProvider, demoAdmin);
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
    expect(dataProvider.update).toHaveBeenCalledWith(
      'projectUsers',
      expect.objectContaining({
        id: 'alice',
        data: expect.objectContaining({ userRoles: ['project-viewer'] }),
      }),
    );
  });

  it("says in Chinese that the roles could not be loaded, and keeps the member's roles for the Retry", async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const dataProvider = projectProvider();
    const lookup = failList(dataProvider.getList, 'projectRoles');
    const { user } = renderProjectPage('/projects/demo/members#edit/alice', dataProvider, demoAdmin);
    const form = await drawer('编辑成员');
    const failure = await form.findByRole('alert');
    expect(failure).toHaveTextContent('成员角色加载失败');
    expect(form.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(form.queryByText('请至少选择一个角色')).not.toBeInTheDocument();

    lookup.recover();
    await user.click(within(failure).getByRole('button', { name: '重试' }));
    expect(await form.findByRole('checkbox', { name: 'App Developer' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Project Viewer' })).not.toBeChecked();
  });

  it('removes a member after asking', async () => {
    const dataProvider = projectProvider();
    const { user } = renderProjectPage('/projects/demo/members', dataProvider, demoAdmin);
    const table = await members();
    await user.click(await table.findByRole('button', { name: 'Delete alice' }));
    expect(await screen.findByText('Are you sure you want to delete the member?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Member deleted successfully')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith(
      'projectUsers',
      expect.objectContaining({ id: 'alice', meta: { project: 'demo' } }),
    );
  });
});
