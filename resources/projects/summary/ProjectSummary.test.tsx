import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { signIn } from '@src/test/fakeAuthProvider';
import { failList } from '@src/test/failingList';
import { allAnswersShown, delayed } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { renderProjectPage } from '@src/test/renderProjectPage';
import { demoAdmin, demoViewer } from '@src/test/users';
import { projectManager, projectProvider, projectTables } from '../shared/projectFakes';

const region = async (name: string) => within(await screen.findByRole('region', { name }));

beforeEach(signIn);

describe('the summary of a project', () => {
  it("shows the project's general card, targets, configs and distributions", async () => {
    renderProjectPage('/projects/demo/summary', projectProvider());
    const general = await region('General');
    expect(general.getByText('demo(Demo)')).toBeInTheDocument();
    expect(general.getByText('Administrator(admin)')).toBeInTheDocument();
    expect(general.getByText('Where the demo applications live')).toBeInTheDocument();
    expect(general.getByText('2024/05/02 08:00:00', { exact: false })).toBeInTheDocument();

    const targets = await region('Targets');
    expect(await targets.findByText('dev(Development)')).toBeInTheDocument();
    expect(targets.getByText('prod-cluster/prod')).toBeInTheDocument();
    expect(targets.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/targets');

    const configs = await region('Configs');
    expect(await configs.findByText('charts(Charts)')).toBeInTheDocument();
    expect(configs.getByText('local/dev/succeeded')).toBeInTheDocument();
    expect(configs.getByText('prod-cluster/prod/failed')).toBeInTheDocument();

    const distributions = await region('Config Distributions');
    expect(await distributions.findByText('distribute-charts')).toBeInTheDocument();
    expect(distributions.getByText('demo/charts')).toBeInTheDocument();
    expect(distributions.getByText('local/dev/succeeded')).toBeInTheDocument();
    expect(distributions.getByText('Completed')).toBeInTheDocument();
    expect(distributions.queryByText('running')).not.toBeInTheDocument();
  });

  it("opens each card at the page the address names, and keeps a card's page there", async () => {
    const tables = projectTables();
    const numbered = (name: string) => Array.from({ length: 12 }, (_, index) => `${name}-${index + 1}`);
    tables.projectTargets = numbered('target').map((name) => ({ id: name, name, alias: '' }));
    tables.projectConfigs = numbered('config').map((name) => ({ id: name, name, alias: '', targets: [] }));
    const { user } = renderProjectPage('/projects/demo/summary?targets.page=2', projectProvider(tables));
    const targets = await region('Targets');
    expect(await targets.findByText('target-12(-)')).toBeInTheDocument();
    expect(targets.queryByText('target-1(-)')).not.toBeInTheDocument();
    const configs = await region('Configs');
    expect(await configs.findByText('config-1(-)')).toBeInTheDocument();
    const scrolled = vi.spyOn(window, 'scrollTo');
    await user.click(configs.getByRole('button', { name: 'Go to page 2' }));
    expect(await configs.findByText('config-12(-)')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/projects/demo/summary?targets.page=2&configs.page=2'));
    // A card's page is not a new page: the view stays where the card is.
    expect(scrolled).not.toHaveBeenCalled();
    scrolled.mockRestore();
  });

  it('offers Edit, Add, Distribute and Delete to an administrator, never Delete for a shared config', async () => {
    renderProjectPage('/projects/demo/summary', projectProvider());
    const general = await region('General');
    expect(await general.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    const configs = await region('Configs');
    expect(await configs.findByRole('button', { name: 'Distribute charts' })).toBeInTheDocument();
    expect(configs.getByRole('button', { name: 'Delete charts' })).toBeInTheDocument();
    expect(configs.getByRole('button', { name: 'Distribute mirror' })).toBeInTheDocument();
    expect(configs.queryByRole('button', { name: 'Delete mirror' })).not.toBeInTheDocument();
    const distributions = await region('Config Distributions');
    expect(
      await distributions.findByRole('button', { name: 'Delete distribute-charts' }),
    ).toBeInTheDocument();
  });

  it('shows a Project Viewer no Edit, Add, Distribute or Delete, and no distributions', async () => {
    renderProjectPage('/projects/demo/summary', projectProvider(), demoViewer);
    const configs = await region('Configs');
    expect(await configs.findByText('charts(Charts)')).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Distribute|Delete) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Config Distributions' })).not.toBeInTheDocument();
  });

  /** The sandbox sends the registry's password hidden; a reveal answers it in clear. */
  const withRegistry = () => {
    const tables = projectTables();
    tables.projectConfigs = [
      {
        id: 'hub',
        name: 'hub',
        alias: 'Hub',
        namespace: 'demo',
        shared: false,
        template: { name: 'image-registry' },
        properties: { registry: 'hub.example.com', auth: { username: 'ci', password: '******' } },
        targets: [],
      },
    ];
    const revealConfig = vi.fn(
      delayed(() => ({ registry: 'hub.example.com', auth: { username: 'ci', password: 'hunter2' } })),
    );
    return Object.assign(projectProvider(tables), { revealConfig });
  };

  it("shows a config's properties, its secret hidden, and a Project Admin reveals it", async () => {
    const dataProvider = withRegistry();
    const { user } = renderProjectPage('/projects/demo/summary', dataProvider, demoAdmin);
    const configs = await region('Configs');
    expect(await configs.findByText('hub.example.com')).toBeInTheDocument();
    expect(configs.getByRole('img', { name: 'Hidden value' })).toBeInTheDocument();
    await user.click(await configs.findByRole('button', { name: 'Reveal auth.password' }));
    expect(await configs.findByText('hunter2')).toBeInTheDocument();
    expect(dataProvider.revealConfig).toHaveBeenCalledWith({ name: 'hub', project: 'demo' });
  });

  it("shows a Project Viewer a config's secret hidden, with no Reveal", async () => {
    const dataProvider = withRegistry();
    renderProjectPage('/projects/demo/summary', dataProvider, demoViewer);
    const configs = await region('Configs');
    expect(await configs.findByRole('img', { name: 'Hidden value' })).toBeInTheDocument();
    await allAnswersShown();
    expect(configs.queryByRole('button', { name: /^Reveal/ })).not.toBeInTheDocument();
    expect(dataProvider.revealConfig).not.toHaveBeenCalled();
  });

  it('distributes a config to the chosen cluster namespaces, at least one', async () => {
    const dataProvider = projectProvider();
    const { user } = renderProjectPage('/projects/demo/summary', dataProvider);
    const configs = await region('Configs');
    await user.click(await configs.findByRole('button', { name: 'Distribute charts' }));
    expect(currentPath()).toBe('/projects/demo/summary');
    expect(window.location.hash).toBe('#distribute/charts');
    const form = within(await screen.findByRole('dialog', { name: 'Distribute the config' }));
    const dev = await form.findByRole('checkbox', { name: 'Development(local/dev)' });
    const prod = form.getByRole('checkbox', { name: 'prod(prod-cluster/prod)' });
    expect(dev).toBeChecked();
    expect(prod).toBeChecked();
    await user.click(dev);
    await user.click(prod);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please select at least one target')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await user.click(prod);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Config distributed successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith('projectDistributions', {
      meta: expect.objectContaining({ project: 'demo' }),
      data: {
        name: 'distribute-charts',
        configs: [{ name: 'charts', namespace: 'demo' }],
        targets: ['prod-cluster/prod'],
      },
    });
    await waitFor(() => expect(window.location.hash).toBe(''));
  });

  it('says the targets could not be loaded, with a Retry, and distributes nothing meanwhile', async () => {
    const dataProvider = projectProvider();
    const lookup = failList(dataProvider.getList, 'projectTargets');
    const { user } = renderProjectPage('/projects/demo/summary#distribute/charts', dataProvider);
    const form = within(await screen.findByRole('dialog', { name: 'Distribute the config' }));
    const failure = await form.findByRole('alert');
    expect(failure).toHaveTextContent('Targets could not be loaded');
    expect(form.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The form is not valid. Please check for errors')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    lookup.recover();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await form.findByRole('checkbox', { name: 'Development(local/dev)' })).toBeChecked();
  });

  it('asks for a target in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderProjectPage('/projects/demo/summary#distribute/mirror', projectProvider());
    const form = within(await screen.findByRole('dialog', { name: '分发配置' }));
    await form.findByRole('checkbox', { name: 'Development(local/dev)' });
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请至少选择一个交付目标')).toBeInTheDocument();
  });

  it('deletes a distribution after asking', async () => {
    const dataProvider = projectProvider();
    const { user } = renderProjectPage('/projects/demo/summary', dataProvider);
    const distributions = await region('Config Distributions');
    await user.click(await distributions.findByRole('button', { name: 'Delete distribute-charts' }));
    expect(await screen.findByText('Are you sure you want to delete this distribution?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Distribution deleted successfully')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith(
      'projectDistributions',
      expect.objectContaining({ id: 'distribute-charts', meta: { project: 'demo' } }),
    );
  });

  it('edits the general information, the owner required', async () => {
    const dataProvider = projectProvider();
    const { user } = renderProjectPage('/projects/demo/summary#edit', dataProvider, projectManager);
    const form = within(await screen.findByRole('dialog', { name: 'Edit Project' }));
    const owner = await form.findByRole('textbox', { name: 'Owner' });
    await waitFor(() => expect(owner).toHaveValue('admin'));
    await user.clear(owner);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please select a owner for this project')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();

    await user.type(owner, 'carol');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
  });

  it('opens no drawer from the address for a user who may not use it', async () => {
    renderProjectPage('/projects/demo/summary#edit', projectProvider(), demoViewer);
    await region('General');
    await allAnswersShown();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
