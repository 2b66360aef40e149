import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { addMember, renderProjectTab } from '../shared/projectSandbox';

// The demo data's team-shop, with its default roles: Project Viewer first, then Project Admin and App Developer.
const sandbox = setUpSandbox();

const shop = '/api/v1/projects/team-shop';
const renderRoles = (path: string) => renderProjectTab(sandbox, path);
const permissionsOf = async (role: string) => {
  await allAnswersShown();
  const { roles } = await sandbox.request<{ roles: { name: string; permissions: { name: string }[] }[] }>(
    'GET',
    `${shop}/roles`,
  );
  return roles.find((each) => each.name === role)?.permissions.map(({ name }) => name);
};

const roleMenu = async () => within(await screen.findByRole('navigation', { name: 'Roles of the project' }));
const editor = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the roles of a project', () => {
  it("shows the first role's permissions, and another role when it is chosen", async () => {
    const { user } = renderRoles('/projects/team-shop/roles');
    const menu = await roleMenu();
    const form = await editor('Project Viewer');
    expect(await form.findByRole('checkbox', { name: 'Project View' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'App Management' })).not.toBeChecked();
    expect(form.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(menu.getByRole('button', { name: /^Project Viewer/ })).toHaveAttribute('aria-current', 'page');

    await user.click(menu.getByRole('button', { name: /^App Developer/ }));
    await waitFor(() => expect(currentPath()).toBe('/projects/team-shop/roles/app-developer'));
    const developer = await editor('App Developer');
    expect(await developer.findByRole('checkbox', { name: 'App Management' })).toBeChecked();
  });

  it('asks before another role drops the edits of this one, and keeps them on Keep editing', async () => {
    const { user } = renderRoles('/projects/team-shop/roles');
    const menu = await roleMenu();
    const form = await editor('Project Viewer');
    const alias = await form.findByRole('textbox', { name: 'Alias' });
    await user.clear(alias);
    await user.type(alias, 'Developers');

    await user.click(menu.getByRole('button', { name: /^App Developer/ }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Discard/ })).not.toBeInTheDocument());
    expect(currentPath()).toBe('/projects/team-shop/roles');
    expect(form.getByRole('textbox', { name: 'Alias' })).toHaveValue('Developers');

    await user.click(menu.getByRole('button', { name: /^App Developer/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(currentPath()).toBe('/projects/team-shop/roles/app-developer'));
    expect(await (await editor('App Developer')).findByRole('textbox', { name: 'Alias' })).toHaveValue(
      'App Developer',
    );
  });

  it('asks before Cancel drops a new role, and before New Role drops the edits of a role', async () => {
    const { user } = renderRoles('/projects/team-shop/roles#create');
    const menu = await roleMenu();
    const creator = await editor('New Role');
    await user.type(await creator.findByRole('textbox', { name: 'Name' }), 'release-manager');
    await user.click(creator.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    const form = await editor('Project Viewer');
    expect(window.location.hash).toBe('');

    await user.type(await form.findByRole('textbox', { name: 'Alias' }), 's');
    await user.click(menu.getByRole('button', { name: 'New Role' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('keeps the other roles closed while a new one is being created, and says why', async () => {
    const { user } = renderRoles('/projects/team-shop/roles');
    const menu = await roleMenu();
    await user.click(await menu.findByRole('button', { name: 'New Role' }));
    expect(window.location.hash).toBe('#create');
    await editor('New Role');
    await user.click(menu.getByRole('button', { name: /^Project Viewer/ }));
    expect(
      await screen.findByText(
        'When adding a project role, you cannot view the details of other project roles',
      ),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/projects/team-shop/roles');
    expect(window.location.hash).toBe('#create');
  });

  it('checks the name, alias and permissions of a new role before sending it', async () => {
    const { user } = renderRoles('/projects/team-shop/roles#create');
    const form = await editor('New Role');
    await user.type(await form.findByRole('textbox', { name: 'Name' }), 'Release Manager');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'R');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please enter a roles name')).toBeInTheDocument();
    expect(form.getByText('Enter a string of 2 to 64 characters.')).toBeInTheDocument();
    expect(form.getByText('Please select at last one permission')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`POST ${shop}/roles`);
  });

  it('says the same in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderRoles('/projects/team-shop/roles#create');
    const form = within(await screen.findByRole('region', { name: '新增角色' }));
    await user.type(await form.findByRole('textbox', { name: '名称' }), '-x');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入角色名称')).toBeInTheDocument();
    expect(form.getByText('请至少选择一个权限')).toBeInTheDocument();
  });

  it('says the permissions could not be loaded, with a Retry, instead of an empty list, and sends nothing', async () => {
    const recover = sandbox.answer(`GET ${shop}/permissions`, { status: 503, body: null });
    const { user } = renderRoles('/projects/team-shop/roles#create');
    const form = await editor('New Role');
    const failure = await form.findByRole('alert');
    expect(failure).toHaveTextContent('Permissions could not be loaded');
    expect(form.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: 'Name' }), 'release-manager');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The form is not valid. Please check for errors')).toBeInTheDocument();
    expect(form.queryByText('Please select at last one permission')).not.toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`POST ${shop}/roles`);

    recover();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await form.findByRole('checkbox', { name: 'Project View' })).not.toBeChecked();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('release-manager');
  });

  it('creates a role with its permissions and shows it', async () => {
    const { user } = renderRoles('/projects/team-shop/roles#create');
    const form = await editor('New Role');
    await user.type(await form.findByRole('textbox', { name: 'Name' }), 'release-manager');
    await user.click(await form.findByRole('checkbox', { name: 'Project View' }));
    await user.click(form.getByRole('checkbox', { name: 'Role Management' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role created successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/projects/team-shop/roles/release-manager'));
    const created = await editor('release-manager');
    expect(await created.findByRole('checkbox', { name: 'Role Management' })).toBeChecked();
    expect(await permissionsOf('release-manager')).toEqual(['project-view', 'role-management']);
  });

  it('updates the permissions of a role', async () => {
    const { user } = renderRoles('/projects/team-shop/roles/project-viewer');
    const form = await editor('Project Viewer');
    await user.click(await form.findByRole('checkbox', { name: 'App Management' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
    expect(await permissionsOf('project-viewer')).toEqual(['project-view', 'app-management']);
  });

  it('deletes a role after asking', async () => {
    const { user } = renderRoles('/projects/team-shop/roles');
    const menu = await roleMenu();
    await user.click(await menu.findByRole('button', { name: 'Delete project-viewer' }));
    expect(await screen.findByText('Are you sure you want to delete this role?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Role deleted successfully')).toBeInTheDocument();
    expect(await permissionsOf('project-viewer')).toBeUndefined();
  });

  it('shows a Project Viewer the roles without New Role, Delete or Save, and no creation from the address', async () => {
    await addMember(sandbox, 'team-shop', 'bob', ['project-viewer']);
    await sandbox.signIn('bob');
    renderRoles('/projects/team-shop/roles#create');
    const menu = await roleMenu();
    const details = await editor('Project Viewer');
    expect(await details.findByText('Project View')).toBeInTheDocument();
    await allAnswersShown();
    expect(menu.queryByRole('button', { name: 'New Role' })).not.toBeInTheDocument();
    expect(menu.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
