import { screen, waitFor, within } from '@testing-library/react';
import { businessError } from '@dataProvider/apiError';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderConsole } from '@src/test/renderConsole';
import { targetProvider } from './targetFakes';

const FIRST_RENDER = { timeout: 15000 };

const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }, FIRST_RENDER));

type User = ReturnType<typeof renderConsole>['user'];

async function choose(user: User, form: ReturnType<typeof within>, field: RegExp, option: string) {
  // The namespace picker is a placeholder until the chosen cluster's namespaces arrive.
  await user.click(await form.findByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(signIn);

describe('New Target', () => {
  it('checks name, project, cluster and namespace before any request', async () => {
    const dataProvider = targetProvider();
    const { user } = renderConsole('/targets#create', { dataProvider });
    const form = await drawer('New Target');
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'Prod Target');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText('Please enter a valid name contains only alphabetical words'),
    ).toBeInTheDocument();
    expect(form.getByText('Please select project')).toBeInTheDocument();
    expect(form.getByText('Please select a cluster')).toBeInTheDocument();
    expect(form.getByText('Please select namesapce')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('says so in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderConsole('/targets#create', { dataProvider: targetProvider() });
    const form = await drawer('新增交付目标');
    await user.type(form.getByRole('textbox', { name: /名称/ }), 'X');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入有效的名称，只能包含字母、数字和短横线')).toBeInTheDocument();
    expect(form.getByText('请选择项目')).toBeInTheDocument();
    expect(form.getByText('请选择命名空间')).toBeInTheDocument();
  });

  it('asks for a cluster before a new namespace', async () => {
    const dataProvider = targetProvider();
    const { user } = renderConsole('/targets#create', { dataProvider });
    const form = await drawer('New Target');
    await user.click(form.getByRole('button', { name: 'Create Namespace' }));
    expect(await screen.findByText('Please select a cluster first')).toBeInTheDocument();
    expect(dataProvider.createClusterNamespace).not.toHaveBeenCalled();
  });

  it('creates a namespace on the chosen cluster, then the target in it', async () => {
    const dataProvider = targetProvider();
    const { user } = renderConsole('/targets#create', { dataProvider });
    const form = await drawer('New Target');
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'shop-prod');
    await choose(user, form, /Project/, 'Shop');
    await choose(user, form, /Cluster/, 'ack-prod');
    expect(form.getByRole('textbox', { name: 'Region' })).toHaveValue('cn-hangzhou');

    await user.click(await form.findByRole('combobox', { name: /Namespace/ }));
    expect(await screen.findByRole('option', { name: 'ack-prod-free' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'default' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(form.getByRole('button', { name: 'Create Namespace' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Namespace' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Please input the name of namespace')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Namespace/ }), 'shop');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Namespace created successfully')).toBeInTheDocument();
    expect(dataProvider.createClusterNamespace).toHaveBeenCalledWith('ack-prod', 'shop', expect.anything());
    await waitFor(() => expect(form.getByRole('combobox', { name: /Namespace/ })).toHaveTextContent('shop'));

    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Target created successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'targets',
      expect.objectContaining({
        data: expect.objectContaining({
          name: 'shop-prod',
          project: { name: 'team-shop' },
          cluster: { clusterName: 'ack-prod', namespace: 'shop' },
          variable: { region: 'cn-hangzhou', zone: 'cn-hangzhou-h', vpcID: 'vpc-1' },
        }),
      }),
    );
  });

  it('keeps every value and shows the refusal by Save', async () => {
    const dataProvider = targetProvider();
    dataProvider.create.mockImplementation(
      delayed(() => {
        throw businessError(400, {
          BusinessCode: 80004,
          Message: 'namespace has been bound by other target',
        });
      }),
    );
    const { user } = renderConsole('/targets#create', { dataProvider });
    const form = await drawer('New Target');
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'prod');
    await choose(user, form, /Project/, 'Default');
    await choose(user, form, /Cluster/, 'Local Cluster');
    await choose(user, form, /Namespace/, 'local-free');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('namespace has been bound by other target(80004)')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('prod');
    expect(form.getByRole('combobox', { name: /Namespace/ })).toHaveTextContent('local-free');
  });
});

describe('editing a target', () => {
  it('keeps where it delivers fixed and saves alias, description and variables', async () => {
    const dataProvider = targetProvider();
    const { user } = renderConsole('/targets#edit/t1', { dataProvider });
    const form = await drawer('Edit Target');
    expect(await form.findByRole('textbox', { name: 'Namespace' })).toHaveValue('ns-t1');
    for (const field of [/^Name( \*)?$/, 'Project', 'Cluster', 'Namespace']) {
      expect(form.getByRole('textbox', { name: field })).toBeDisabled();
    }
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'Target One');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Target updated successfully')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'targets',
      expect.objectContaining({ id: 't1', data: expect.objectContaining({ alias: 'Target One' }) }),
    );
  });
});
