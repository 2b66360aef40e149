import { screen, waitFor, within } from '@testing-library/react';
import { businessError } from '@dataProvider/apiError';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderConsole } from '@src/test/renderConsole';
import { clusterProvider, KUBECONFIG } from './clusterFakes';

const FIRST_RENDER = { timeout: 15000 };

const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }, FIRST_RENDER));

beforeEach(signIn);

describe('Connect Existing Cluster', () => {
  it('checks name, address and kubeconfig before any request', async () => {
    const dataProvider = clusterProvider();
    const { user } = renderConsole('/clusters#connect', { dataProvider });
    const form = await drawer('Connect Existing Cluster');
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'Prod Cluster');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'P');
    await user.type(form.getByRole('textbox', { name: 'Dashboard URL' }), 'javascript:alert(1)');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText('Please enter a valid name contains only alphabetical words'),
    ).toBeInTheDocument();
    expect(form.getByText('Enter a string of 2 to 64 characters.')).toBeInTheDocument();
    expect(form.getByText('Input according to URL specification')).toBeInTheDocument();
    expect(form.getByText('Please upload or edit kube config')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('says so in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderConsole('/clusters#connect', { dataProvider: clusterProvider() });
    const form = await drawer('接入已有集群');
    await user.type(form.getByRole('textbox', { name: /名称/ }), 'Prod');
    await user.type(form.getByRole('textbox', { name: '控制台地址' }), 'dashboard');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入有效的名称，只能包含字母、数字和短横线')).toBeInTheDocument();
    expect(form.getByText('请按照 URL 规范输入')).toBeInTheDocument();
    expect(form.getByText('请上传或编辑 KubeConfig')).toBeInTheDocument();
  });

  it('reads the kubeconfig from a file, joins the cluster and names the addons to upgrade', async () => {
    const dataProvider = clusterProvider();
    const { user } = renderConsole('/clusters#connect', { dataProvider });
    const form = await drawer('Connect Existing Cluster');
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'prod');
    await user.upload(form.getByLabelText('Upload Config File'), new File([KUBECONFIG], 'config.yaml'));
    await waitFor(() => expect(form.getByRole('textbox', { name: /KubeConfig/ })).toHaveValue(KUBECONFIG));
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('cluster add success')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'clusters',
      expect.objectContaining({ data: expect.objectContaining({ name: 'prod', kubeConfig: KUBECONFIG }) }),
    );
    // The page is hidden from assistive technology until the closing drawer has gone.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Connect Existing Cluster' })).not.toBeInTheDocument(),
    );
    const notice = await screen.findByText('Connect Cluster Success!');
    const links = within(notice.closest('[role="alert"]') as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['fluxcd']);
    expect(links[0]).toHaveAttribute('href', '/addons/fluxcd');
  });

  it('keeps every value and shows the refusal by Save', async () => {
    const dataProvider = clusterProvider();
    dataProvider.create.mockImplementation(
      delayed(() => {
        throw businessError(400, { BusinessCode: 40004, Message: 'cluster name is exist' });
      }),
    );
    const { user } = renderConsole('/clusters#connect', { dataProvider });
    const form = await drawer('Connect Existing Cluster');
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'prod');
    await user.click(form.getByRole('textbox', { name: /KubeConfig/ }));
    await user.paste(KUBECONFIG);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('cluster name is exist(40004)')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('prod');
    expect(form.getByRole('textbox', { name: /KubeConfig/ })).toHaveValue(KUBECONFIG);
  });
});

describe('editing a cluster', () => {
  it('loads it with its kubeconfig, keeps the name fixed and saves the rest', async () => {
    const dataProvider = clusterProvider();
    const { user } = renderConsole('/clusters#edit/prod', { dataProvider });
    const form = await drawer('Edit Cluster Config');
    const name = await form.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('prod');
    expect(name).toBeDisabled();
    expect(form.getByRole('textbox', { name: /KubeConfig/ })).toHaveValue(KUBECONFIG);
    const alias = form.getByRole('textbox', { name: 'Alias' });
    await user.clear(alias);
    await user.type(alias, 'Prod');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('cluster update success')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'clusters',
      expect.objectContaining({ id: 'prod', data: expect.objectContaining({ alias: 'Prod' }) }),
    );
  });

  it('never opens for the local cluster', async () => {
    const dataProvider = clusterProvider();
    renderConsole('/clusters#edit/local', { dataProvider });
    await screen.findByRole('article', { name: 'local' }, FIRST_RENDER);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dataProvider.getOne).not.toHaveBeenCalled();
  });
});
