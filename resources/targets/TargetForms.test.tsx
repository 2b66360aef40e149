import { DeclaredList } from '@src/common/kit/declared/DeclaredList';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { declarations } from '../declarations';

const sandbox = setUpSandbox({ demo: false });

const targets = declarations.find((declaration) => declaration.name === 'targets');

const renderTargets = (hash: string) =>
  renderWithSandbox(sandbox, targets ? <DeclaredList declaration={targets} /> : null, {
    resource: 'targets',
    path: `/targets#${hash}`,
  });

const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));

type User = ReturnType<typeof renderTargets>['user'];

interface CloudCluster {
  id: string;
  name: string;
  vpcID: string;
}

async function choose(user: User, form: ReturnType<typeof within>, field: RegExp, option: string) {
  // The namespace picker is a placeholder until the chosen cluster's namespaces arrive.
  await user.click(await form.findByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const written = () => sandbox.asked().filter((request) => /^(POST|PUT) /.test(request));

const keys = { accessKeyID: 'key', accessKeySecret: 'secret' };

/** ack-production of the sandbox's Alibaba Cloud account, joined as ack-prod; its vpc. */
async function connectAckProd(): Promise<string> {
  const { clusters } = await sandbox.request<{ clusters: CloudCluster[] }>(
    'POST',
    '/api/v1/clusters/cloud_clusters/aliyun?page=1&pageSize=10',
    keys,
  );
  const production = clusters.find((cluster) => cluster.name === 'ack-production');
  if (!production) throw new Error('no ack-production in the sandbox account');
  await sandbox.request('POST', '/api/v1/clusters/cloud_clusters/aliyun/connect', {
    ...keys,
    clusterID: production.id,
    name: 'ack-prod',
  });
  return production.vpcID;
}

beforeEach(async () => {
  await sandbox.request('POST', '/api/v1/projects', { name: 'team-shop', alias: 'Shop', owner: 'admin' });
  await sandbox.request('POST', '/api/v1/clusters/local/namespaces', { namespace: 'local-free' });
  await sandbox.request('POST', '/api/v1/targets', {
    name: 't1',
    project: 'default',
    cluster: { clusterName: 'local', namespace: 'ns-t1' },
  });
});

describe('New Target', () => {
  it('checks name, project, cluster and namespace before any request', async () => {
    const { user } = renderTargets('create');
    const form = await drawer('New Target');
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'Prod Target');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText('Please enter a valid name contains only alphabetical words'),
    ).toBeInTheDocument();
    expect(form.getByText('Please select project')).toBeInTheDocument();
    expect(form.getByText('Please select a cluster')).toBeInTheDocument();
    expect(form.getByText('Please select namesapce')).toBeInTheDocument();
    expect(written()).toEqual([]);
  });

  it('says so in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderTargets('create');
    const form = await drawer('新增交付目标');
    await user.type(form.getByRole('textbox', { name: /名称/ }), 'X');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入有效的名称，只能包含字母、数字和短横线')).toBeInTheDocument();
    expect(form.getByText('请选择项目')).toBeInTheDocument();
    expect(form.getByText('请选择命名空间')).toBeInTheDocument();
  });

  it('asks for a cluster before a new namespace', async () => {
    const { user } = renderTargets('create');
    const form = await drawer('New Target');
    await user.click(form.getByRole('button', { name: 'Create Namespace' }));
    expect(await screen.findByText('Please select a cluster first')).toBeInTheDocument();
    expect(written()).toEqual([]);
  });

  it('creates a namespace on the chosen cluster, then the target in it', async () => {
    const vpcID = await connectAckProd();
    await sandbox.request('POST', '/api/v1/clusters/ack-prod/namespaces', { namespace: 'ack-prod-free' });
    await sandbox.request('POST', '/api/v1/targets', {
      name: 'ack-default',
      project: 'default',
      cluster: { clusterName: 'ack-prod', namespace: 'default' },
    });
    const { user } = renderTargets('create');
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
    expect(sandbox.asked()).toContain('POST /api/v1/clusters/ack-prod/namespaces');
    await waitFor(() => expect(form.getByRole('combobox', { name: /Namespace/ })).toHaveTextContent('shop'));

    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Target created successfully')).toBeInTheDocument();
    expect(await sandbox.request('GET', '/api/v1/targets/shop-prod')).toMatchObject({
      name: 'shop-prod',
      project: { name: 'team-shop' },
      cluster: { clusterName: 'ack-prod', namespace: 'shop' },
      variable: { region: 'cn-hangzhou', zone: 'cn-hangzhou-h', vpcID },
    });
  });

  it('keeps every value and shows the refusal by Save', async () => {
    sandbox.answer('POST /api/v1/targets', {
      status: 400,
      body: { BusinessCode: 80004, Message: 'namespace has been bound by other target' },
    });
    const { user } = renderTargets('create');
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
    const { user } = renderTargets('edit/t1');
    const form = await drawer('Edit Target');
    expect(await form.findByRole('textbox', { name: 'Namespace' })).toHaveValue('ns-t1');
    for (const field of [/^Name( \*)?$/, 'Project', 'Cluster', 'Namespace']) {
      expect(form.getByRole('textbox', { name: field })).toBeDisabled();
    }
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'Target One');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Target updated successfully')).toBeInTheDocument();
    expect(await sandbox.request('GET', '/api/v1/targets/t1')).toMatchObject({ alias: 'Target One' });
  });
});
