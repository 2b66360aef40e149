import { businessError } from '@dataProvider/apiError';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import type { FakeAuthProvider } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import type { DataProvider } from 'react-admin';
import { projectLister, projectManager, projectProvider } from '../shared/projectFakes';
import { PlatformProjectList } from './PlatformProjectList';

/** /platform/projects without the layout; its address opens the drawers (#create, #edit/{name}). */
const renderList = (
  path: string,
  providers: { dataProvider: DataProvider; authProvider?: FakeAuthProvider },
) => renderKit(<PlatformProjectList />, { path, resource: 'projects', ...providers });

const asManager = { authProvider: fakeAuthProvider({ user: projectManager }) };
const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));

beforeEach(signIn);

describe('the project list of the platform', () => {
  it('lists the projects ten to a page, each with Edit and Delete, and New Project', async () => {
    const dataProvider = projectProvider();
    renderList('/platform/projects', { dataProvider });
    const row = (await screen.findByRole('link', { name: 'demo' })).closest('tr');
    if (!row) throw new Error('no row for demo');
    expect(within(row).getByText('Administrator')).toBeInTheDocument();
    expect(within(row).getByText('Where the demo applications live')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'demo' })).toHaveAttribute('href', '/projects/demo/summary');
    expect(await within(row).findByRole('button', { name: 'Edit demo' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete demo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Project' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'projects',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
  });

  it('shows a reader of the list no button that would change a project', async () => {
    renderList('/platform/projects', {
      dataProvider: projectProvider(),
      authProvider: fakeAuthProvider({ user: projectLister }),
    });
    expect(await screen.findByRole('link', { name: 'demo' })).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'New Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit demo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete demo' })).not.toBeInTheDocument();
  });

  it('checks the name, alias and owner of a new project before sending it', async () => {
    const dataProvider = projectProvider();
    const { user } = renderList('/platform/projects#create', { dataProvider, ...asManager });
    const form = await drawer('New Project');
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Web_Team');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'W');
    await user.type(form.getByRole('textbox', { name: 'Owner' }), 'Not Valid');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please enter a project name')).toBeInTheDocument();
    expect(form.getByText('Enter a string of 2 to 64 characters.')).toBeInTheDocument();
    expect(form.getByText('Please enter a valid username')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('says the same in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderList('/platform/projects#create', {
      dataProvider: projectProvider(),
      ...asManager,
    });
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
    const dataProvider = projectProvider();
    const { user } = renderList('/platform/projects#create', { dataProvider, ...asManager });
    const form = await drawer('New Project');
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'web-team');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'Web Team');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'projects',
      expect.objectContaining({ data: expect.objectContaining({ name: 'web-team', alias: 'Web Team' }) }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Project' })).not.toBeInTheDocument(),
    );
  });

  it("states the server's refusal in Chinese for a Chinese user", async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const dataProvider = projectProvider();
    dataProvider.create.mockImplementation(
      delayed(() => {
        throw businessError(400, { BusinessCode: 30001, Message: 'project name already exists' });
      }),
    );
    const { user } = renderList('/platform/projects#create', { dataProvider, ...asManager });
    const form = await drawer('新增项目');
    await user.type(form.getByRole('textbox', { name: '名称' }), 'demo');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('项目名称已存在(30001)')).toBeInTheDocument();
  });

  it('edits a project: the name is fixed and the owner required', async () => {
    const dataProvider = projectProvider();
    const { user } = renderList('/platform/projects#edit/demo', { dataProvider, ...asManager });
    const form = await drawer('Edit Project');
    const owner = await form.findByRole('textbox', { name: 'Owner' });
    await waitFor(() => expect(owner).toHaveValue('admin'));
    expect(form.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await user.clear(owner);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please select a owner for this project')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();

    await user.type(owner, 'carol');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'projects',
      expect.objectContaining({
        id: 'demo',
        data: expect.objectContaining({ owner: expect.objectContaining({ name: 'carol' }) }),
      }),
    );
  });
});
