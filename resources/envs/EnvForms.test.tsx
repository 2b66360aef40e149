import { screen, waitFor, within } from '@testing-library/react';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { seedEnvs } from './envSandbox';
import { EnvList } from './EnvList';

const sandbox = setUpSandbox({ demo: false });

const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** The list without the layout; its address opens the drawers (#create, #edit/{name}). */
const render = (path: string) => renderWithSandbox(sandbox, <EnvList />, { resource: 'envs', path });

const created = () => sandbox.asked().filter((request) => request.startsWith('POST /api/v1/envs'));

beforeEach(() => seedEnvs(sandbox));

describe('New Environment', () => {
  it('checks name, namespace and targets before any request, with the default project chosen', async () => {
    const { user } = render('/envs#create');
    const form = await drawer('New Environment');
    await waitFor(() => expect(form.getByRole('combobox', { name: /Project/ })).toHaveTextContent('Default'));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Dev Env');
    await user.type(form.getByRole('textbox', { name: 'Environment Namespace' }), 'Dev NS');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(form.getAllByText('Please enter a valid name contains only alphabetical words')).toHaveLength(2),
    );
    expect(form.getByText('Please select at least one target')).toBeInTheDocument();
    expect(created()).toEqual([]);
  });

  it('says so in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = render('/envs#create');
    const form = await drawer('新增环境');
    await user.type(form.getByRole('textbox', { name: /^名称/ }), 'X');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入有效的名称，只能包含字母、数字和短横线')).toBeInTheDocument();
    expect(form.getByText('请至少选择一个交付目标')).toBeInTheDocument();
    expect(form.getByText('默认与环境名称相同')).toBeInTheDocument();
  });

  it("offers the chosen project's targets and creates the environment with them", async () => {
    const { user } = render('/envs#create');
    const form = await drawer('New Environment');
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'shop-dev');
    await user.click(await form.findByRole('combobox', { name: /Project/ }));
    await user.click(await screen.findByRole('option', { name: 'Shop' }));
    // the picker shows a progress bar while the new project's targets load
    await user.click(await form.findByRole('combobox', { name: /Targets/ }));
    expect(screen.queryByRole('option', { name: /Target One/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Shop Target(local/shop)' }));
    await user.keyboard('{Escape}');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Environment created successfully')).toBeInTheDocument();
    expect(await sandbox.request('GET', '/api/v1/envs?project=team-shop')).toMatchObject({
      envs: [{ name: 'shop-dev', project: { name: 'team-shop' }, targets: [{ name: 'shop-t' }] }],
    });
  });

  it('keeps every value and shows the refusal by Save (t1 is already the target of dev)', async () => {
    const { user } = render('/envs#create');
    const form = await drawer('New Environment');
    await waitFor(() => expect(form.getByRole('combobox', { name: /Project/ })).toHaveTextContent('Default'));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'qa');
    await user.type(form.getByRole('textbox', { name: 'Environment Namespace' }), 'dev-ns');
    await user.click(await form.findByRole('combobox', { name: /Targets/ }));
    await user.click(await screen.findByRole('option', { name: 'Target One(local/ns-1)' }));
    await user.keyboard('{Escape}');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'in one project, one target can only belong to one env.(11006)',
    );
    expect(form.getByRole('textbox', { name: 'Environment Namespace' })).toHaveValue('dev-ns');
    expect(form.getByRole('combobox', { name: /Targets/ })).toHaveTextContent('Target One(local/ns-1)');
  });
});

describe('editing an environment', () => {
  it('keeps name, namespace and project fixed, shows its targets and saves the change', async () => {
    const { user } = render('/envs#edit/dev');
    const form = await drawer('Edit Environment');
    expect(await form.findByRole('textbox', { name: 'Environment Namespace' })).toBeDisabled();
    expect(form.queryByText('By default, it is the same as the Environment name')).not.toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(form.getByRole('textbox', { name: 'Project' })).toBeDisabled();
    const targets = await form.findByRole('combobox', { name: /Targets/ });
    await waitFor(() => expect(targets).toHaveTextContent('Target One(local/ns-1)'));
    expect(targets).toHaveTextContent('t2(local/ns-2)');
    await user.clear(form.getByRole('textbox', { name: 'Alias' }));
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'Dev');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Environment updated successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain('PUT /api/v1/envs/dev');
    expect(await sandbox.request('GET', '/api/v1/envs?project=default')).toMatchObject({
      envs: expect.arrayContaining([expect.objectContaining({ name: 'dev', alias: 'Dev' })]),
    });
  });
});
