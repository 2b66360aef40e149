import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { PASSWORD, seedUser } from '../shared/projectSandbox';
import { PlatformProjectList } from './PlatformProjectList';

// The demo data's projects, team-shop among them, owned by admin.
const sandbox = setUpSandbox();

/** /platform/projects without the layout; its address opens the drawers (#create, #edit/{name}). */
const renderList = (path: string) =>
  renderWithSandbox(sandbox, <PlatformProjectList />, { resource: 'projects', path });

const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** Signs in a user whose one platform role holds `permission`. */
async function signInWith(permission: string) {
  await sandbox.request('POST', '/api/v1/roles', { name: 'projects', permissions: [permission] });
  await seedUser(sandbox, 'pm', ['projects']);
  await sandbox.signIn('pm', PASSWORD);
}

/** Manages every project, but may not list the platform's users: owners are typed. */
const signInAsManager = () => signInWith('project-management');

/** The project as the sandbox holds it, once the page has drawn every answer it asked for. */
const project = async (name: string) => {
  await allAnswersShown();
  return sandbox.request<{ alias: string; owner: { name: string } }>('GET', `/api/v1/projects/${name}`);
};

describe('the project list of the platform', () => {
  it('lists the projects ten to a page, each with Edit and Delete, and New Project', async () => {
    renderList('/platform/projects');
    const row = (await screen.findByRole('link', { name: 'team-shop' })).closest('tr');
    if (!row) throw new Error('no row for team-shop');
    expect(within(row).getByText('Administrator')).toBeInTheDocument();
    expect(within(row).getByText('The online shop: storefront, cart and checkout.')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'team-shop' })).toHaveAttribute(
      'href',
      '/projects/team-shop/summary',
    );
    expect(await within(row).findByRole('button', { name: 'Edit team-shop' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete team-shop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Project' })).toBeInTheDocument();
    expect(sandbox.asked()).toContain('GET /api/v1/projects?page=1&pageSize=10');
  });

  it('shows a reader of the list no button that would change a project', async () => {
    await signInWith('project-list');
    renderList('/platform/projects');
    expect(await screen.findByRole('link', { name: 'team-shop' })).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'New Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit team-shop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete team-shop' })).not.toBeInTheDocument();
  });

  it('checks the name, alias and owner of a new project before sending it', async () => {
    await signInAsManager();
    const { user } = renderList('/platform/projects#create');
    const form = await drawer('New Project');
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Web_Team');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'W');
    await user.type(form.getByRole('textbox', { name: 'Owner' }), 'Not Valid');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please enter a project name')).toBeInTheDocument();
    expect(form.getByText('Enter a string of 2 to 64 characters.')).toBeInTheDocument();
    expect(form.getByText('Please enter a valid username')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain('POST /api/v1/projects');
  });

  it('says the same in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    await signInAsManager();
    const { user } = renderList('/platform/projects#create');
    const form = await drawer('新增项目');
    await user.type(form.getByRole('textbox', { name: '名称' }), 'a'.repeat(33));
    await user.type(form.getByRole('textbox', { name: '别名' }), 'a'.repeat(65));
    await user.type(form.getByRole('textbox', { name: '负责人' }), '-x');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入符合规范的项目名称')).toBeInTheDocument();
    expect(form.getByText('请输入 2 到 64 个字符。')).toBeInTheDocument();
    expect(form.getByText('请输入有效的用户名')).toBeInTheDocument();
  });

  it('creates a project, owner optional, and says so', async () => {
    await signInAsManager();
    const { user } = renderList('/platform/projects#create');
    const form = await drawer('New Project');
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'web-team');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'Web Team');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
    expect(await project('web-team')).toMatchObject({ alias: 'Web Team' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Project' })).not.toBeInTheDocument(),
    );
  });

  it("states the server's refusal in Chinese for a Chinese user", async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    await signInAsManager();
    const { user } = renderList('/platform/projects#create');
    const form = await drawer('新增项目');
    await user.type(form.getByRole('textbox', { name: '名称' }), 'team-shop');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('项目名称已存在(30001)')).toBeInTheDocument();
  });

  it('edits a project: the name is fixed and the owner required', async () => {
    await signInAsManager();
    const { user } = renderList('/platform/projects#edit/team-shop');
    const form = await drawer('Edit Project');
    const owner = await form.findByRole('textbox', { name: 'Owner' });
    await waitFor(() => expect(owner).toHaveValue('admin'));
    expect(form.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await user.clear(owner);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please select a owner for this project')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain('PUT /api/v1/projects/team-shop');

    await user.type(owner, 'grace');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    expect((await project('team-shop')).owner.name).toBe('grace');
  });
});
