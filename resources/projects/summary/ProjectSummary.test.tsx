import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { formatDateTime } from '@src/common/format';
import { allAnswersShown } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { addMember, PASSWORD, renderProjectTab, seedUser } from '../shared/projectSandbox';

// The demo data's team-shop: targets shop-test and shop-prod, its own config shop-registry (an image
// registry) distributed to both, and the shared platform config kubevela-charts.
const sandbox = setUpSandbox();

const shop = '/api/v1/projects/team-shop';
const region = async (name: string) => within(await screen.findByRole('region', { name }));
const renderSummary = (rest = '') => renderProjectTab(sandbox, `/projects/team-shop/summary${rest}`);

/** bob, a Project Viewer of team-shop, signed in. */
async function signInAsViewer() {
  await addMember(sandbox, 'team-shop', 'bob', ['project-viewer']);
  await sandbox.signIn('bob');
}

interface Distribution {
  name: string;
  targets: { clusterName: string; namespace: string }[];
}
/** The project's distributions, once the page has drawn every answer it asked for. */
const distributions = async () => {
  await allAnswersShown();
  return (await sandbox.request<{ distributions: Distribution[] }>('GET', `${shop}/distributions`))
    .distributions;
};

describe('the summary of a project', () => {
  it("shows the project's general card, targets, configs and distributions", async () => {
    const { createTime } = await sandbox.request<{ createTime: string }>('GET', shop);
    renderSummary();
    const general = await region('General');
    expect(general.getByText('team-shop(Shop Team)')).toBeInTheDocument();
    expect(general.getByText('Administrator(admin)')).toBeInTheDocument();
    expect(general.getByText('The online shop: storefront, cart and checkout.')).toBeInTheDocument();
    expect(general.getAllByText(formatDateTime(createTime)).length).toBeGreaterThan(0);

    const targets = await region('Targets');
    expect(await targets.findByText('shop-test(Shop Test)')).toBeInTheDocument();
    expect(targets.getByText('prod-cluster/shop')).toBeInTheDocument();
    expect(targets.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/targets');

    const configs = await region('Configs');
    expect(await configs.findByText('shop-registry(Shop Registry)')).toBeInTheDocument();
    expect(configs.getByText('local/shop-test/succeeded')).toBeInTheDocument();
    expect(configs.getByText('prod-cluster/shop/succeeded')).toBeInTheDocument();

    const shown = await region('Config Distributions');
    expect(await shown.findByText('distribute-shop-registry')).toBeInTheDocument();
    expect(shown.getByText('team-shop/shop-registry')).toBeInTheDocument();
    expect(shown.getByText('local/shop-test/succeeded')).toBeInTheDocument();
    expect(shown.getByText('Completed')).toBeInTheDocument();
    expect(shown.queryByText('running')).not.toBeInTheDocument();
  });

  it("opens each card at the page the address names, and keeps a card's page there", async () => {
    for (let index = 1; index <= 11; index++) {
      const name = `extra-${index}`;
      await sandbox.request('POST', '/api/v1/targets', {
        name,
        project: 'team-shop',
        cluster: { clusterName: 'local', namespace: name },
      });
      await sandbox.request('POST', `${shop}/configs`, {
        name,
        template: { name: 'helm-repository', namespace: 'vela-system' },
        properties: JSON.stringify({ url: `https://charts.example.com/${name}` }),
      });
    }
    // 13 of each with the demo's two: the second page holds the last three.
    const { user } = renderSummary('?targets.page=2');
    const targets = await region('Targets');
    expect(await targets.findByText('11-13 of 13')).toBeInTheDocument();
    const configs = await region('Configs');
    expect(await configs.findByText('1-10 of 13')).toBeInTheDocument();
    const scrolled = vi.spyOn(window, 'scrollTo');
    await user.click(configs.getByRole('button', { name: 'Go to page 2' }));
    expect(await configs.findByText('11-13 of 13')).toBeInTheDocument();
    await waitFor(() =>
      expect(currentPath()).toBe('/projects/team-shop/summary?targets.page=2&configs.page=2'),
    );
    // A card's page is not a new page: the view stays where the card is.
    expect(scrolled).not.toHaveBeenCalled();
    scrolled.mockRestore();
  });

  it('offers Edit, Add, Distribute and Delete to an administrator, never Delete for a shared config', async () => {
    renderSummary();
    const general = await region('General');
    expect(await general.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    const configs = await region('Configs');
    expect(await configs.findByRole('button', { name: 'Distribute shop-registry' })).toBeInTheDocument();
    expect(configs.getByRole('button', { name: 'Delete shop-registry' })).toBeInTheDocument();
    expect(configs.getByRole('button', { name: 'Distribute kubevela-charts' })).toBeInTheDocument();
    expect(configs.queryByRole('button', { name: 'Delete kubevela-charts' })).not.toBeInTheDocument();
    const shown = await region('Config Distributions');
    expect(await shown.findByRole('button', { name: 'Delete distribute-shop-registry' })).toBeInTheDocument();
  });

  it('shows a Project Viewer no Edit, Add, Distribute or Delete, and no distributions', async () => {
    await signInAsViewer();
    renderSummary();
    const configs = await region('Configs');
    expect(await configs.findByText('shop-registry(Shop Registry)')).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Distribute|Delete) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Config Distributions' })).not.toBeInTheDocument();
  });

  // The sandbox sends the registry's password hidden; a reveal answers it in clear.
  const reveal = `GET ${shop}/configs/shop-registry?reveal=true`;

  it("shows a config's properties, its secret hidden, and a Project Admin reveals it", async () => {
    await sandbox.signIn('grace');
    const { user } = renderSummary();
    const configs = await region('Configs');
    expect(await configs.findByText('registry.shop.example.com')).toBeInTheDocument();
    expect(configs.getByRole('img', { name: 'Hidden value' })).toBeInTheDocument();
    await user.click(await configs.findByRole('button', { name: 'Reveal auth.password' }));
    expect(await configs.findByText('demo')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(reveal);
  });

  it("shows a Project Viewer a config's secret hidden, with no Reveal", async () => {
    await signInAsViewer();
    renderSummary();
    const configs = await region('Configs');
    expect(await configs.findByRole('img', { name: 'Hidden value' })).toBeInTheDocument();
    await allAnswersShown();
    expect(configs.queryByRole('button', { name: /^Reveal/ })).not.toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(reveal);
  });

  it('distributes a config to the chosen cluster namespaces, at least one', async () => {
    const { user } = renderSummary();
    const configs = await region('Configs');
    await user.click(await configs.findByRole('button', { name: 'Distribute shop-registry' }));
    expect(currentPath()).toBe('/projects/team-shop/summary');
    expect(window.location.hash).toBe('#distribute/shop-registry');
    const form = within(await screen.findByRole('dialog', { name: 'Distribute the config' }));
    const test = await form.findByRole('checkbox', { name: 'Shop Test(local/shop-test)' });
    const prod = form.getByRole('checkbox', { name: 'Shop Production(prod-cluster/shop)' });
    expect(test).toBeChecked();
    expect(prod).toBeChecked();
    await user.click(test);
    await user.click(prod);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please select at least one target')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`POST ${shop}/distributions`);

    await user.click(prod);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Config distributed successfully')).toBeInTheDocument();
    const [distribution] = await distributions();
    expect(distribution).toMatchObject({
      name: 'distribute-shop-registry',
      targets: [{ clusterName: 'prod-cluster', namespace: 'shop' }],
    });
    await waitFor(() => expect(window.location.hash).toBe(''));
  });

  it('says the targets could not be loaded, with a Retry, and distributes nothing meanwhile', async () => {
    const recover = sandbox.answer(`GET ${shop}/targets`, { status: 503, body: null });
    const { user } = renderSummary('#distribute/shop-registry');
    const form = within(await screen.findByRole('dialog', { name: 'Distribute the config' }));
    const failure = await form.findByRole('alert');
    expect(failure).toHaveTextContent('Targets could not be loaded');
    expect(form.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The form is not valid. Please check for errors')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`POST ${shop}/distributions`);

    recover();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await form.findByRole('checkbox', { name: 'Shop Test(local/shop-test)' })).toBeChecked();
  });

  it('asks for a target in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderSummary('#distribute/kubevela-charts');
    const form = within(await screen.findByRole('dialog', { name: '分发配置' }));
    await form.findByRole('checkbox', { name: 'Shop Test(local/shop-test)' });
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请至少选择一个交付目标')).toBeInTheDocument();
  });

  it('deletes a distribution after asking', async () => {
    const { user } = renderSummary();
    const shown = await region('Config Distributions');
    await user.click(await shown.findByRole('button', { name: 'Delete distribute-shop-registry' }));
    expect(await screen.findByText('Are you sure you want to delete this distribution?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Distribution deleted successfully')).toBeInTheDocument();
    expect(await distributions()).toEqual([]);
  });

  it('edits the general information, the owner required', async () => {
    // Manages every project, but may not list the platform's users: the owner is typed.
    await sandbox.request('POST', '/api/v1/roles', { name: 'projects', permissions: ['project-management'] });
    await seedUser(sandbox, 'pm', ['projects']);
    await sandbox.signIn('pm', PASSWORD);
    const { user } = renderSummary('#edit');
    const form = within(await screen.findByRole('dialog', { name: 'Edit Project' }));
    const owner = await form.findByRole('textbox', { name: 'Owner' });
    await waitFor(() => expect(owner).toHaveValue('admin'));
    await user.clear(owner);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please select a owner for this project')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`PUT ${shop}`);

    await user.type(owner, 'grace');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
  });

  it('opens no drawer from the address for a user who may not use it', async () => {
    await signInAsViewer();
    renderSummary('#edit');
    await region('General');
    await allAnswersShown();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
