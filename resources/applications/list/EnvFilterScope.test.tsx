import { screen, waitFor, within } from '@testing-library/react';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { ApplicationList } from './ApplicationList';
import { ApplicationsView } from './ApplicationsView';

// grace is a member of the demo's team-shop (environments shop-test, shop-prod) and team-data.
const sandbox = setUpSandbox({ user: 'grace' });

/** A project's applications tab: the tab draws ApplicationsView for the project of its address. */
const renderProjectTab = (project: string, search: string) =>
  renderWithSandbox(sandbox, <ApplicationsView project={project} />, {
    resource: 'applications',
    path: `/projects/${project}/applications${search}`,
  });
const renderApplicationList = (search: string) =>
  renderWithSandbox(sandbox, <ApplicationList />, {
    resource: 'applications',
    path: `/applications${search}`,
  });

const urlFilter = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');
const withFilter = (filter: object) => `?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('the environment filter follows the project', () => {
  it("keeps an environment of the page's project", async () => {
    renderProjectTab('team-shop', withFilter({ env: 'shop-test' }));
    const env = await screen.findByRole('combobox', { name: 'Environment' });
    await waitFor(() => expect(env).toHaveTextContent('Shop Test'));
    expect(urlFilter()).toMatchObject({ env: 'shop-test' });
  });

  it('clears an environment the new project does not have', async () => {
    renderProjectTab('team-data', withFilter({ env: 'shop-test' }));
    await waitFor(() => expect(urlFilter()).not.toHaveProperty('env'));
    const env = await screen.findByRole('combobox', { name: 'Environment' });
    expect(env).not.toHaveTextContent('Shop Test');
  });

  it('on /applications, clears the environment when another project is picked', async () => {
    const { user } = renderApplicationList(withFilter({ project: 'team-shop', env: 'shop-test' }));
    const env = await screen.findByRole('combobox', { name: 'Environment' });
    await waitFor(() => expect(env).toHaveTextContent('Shop Test'));
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Data Team' }));
    await waitFor(() => expect(urlFilter()).toEqual({ project: 'team-data' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Environment' })).not.toHaveTextContent('Shop Test'),
    );
  });
});
