import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { renderKit } from '@src/test/renderKit';
import { developerUser } from '@src/test/users';
import { appProvider, appTables } from '../shared/appFakes';
import { ApplicationList } from './ApplicationList';
import { renderProjectPage } from '@src/test/renderProjectPage';

const projects = [
  { id: 'demo', name: 'demo', alias: 'Demo' },
  { id: 'shop', name: 'shop', alias: 'Shop' },
];
const [demo] = developerUser.projects ?? [];
const shopMember = { ...developerUser, projects: [demo, { ...demo, name: 'shop', alias: 'Shop' }] };
const dataProvider = () => appProvider({ ...appTables(), projects });
const renderProjectTab = (path: string) => renderProjectPage(path, dataProvider(), shopMember);
const renderApplicationList = (path: string) =>
  renderKit(<ApplicationList />, {
    path,
    resource: 'applications',
    dataProvider: dataProvider(),
    authProvider: fakeAuthProvider({ user: shopMember }),
  });

const urlFilter = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');
const withFilter = (path: string, filter: object) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

beforeEach(signIn);

describe('the environment filter follows the project', () => {
  it("keeps an environment of the page's project", async () => {
    renderProjectTab(withFilter('/projects/demo/applications', { env: 'dev' }));
    const env = await screen.findByRole('combobox', { name: 'Environment' });
    await waitFor(() => expect(env).toHaveTextContent('Development'));
    expect(urlFilter()).toMatchObject({ env: 'dev' });
  });

  it('clears an environment the new project does not have', async () => {
    renderProjectTab(withFilter('/projects/shop/applications', { env: 'dev' }));
    await waitFor(() => expect(urlFilter()).not.toHaveProperty('env'));
    const env = await screen.findByRole('combobox', { name: 'Environment' });
    expect(env).not.toHaveTextContent('Development');
  });

  it('on /applications, clears the environment when another project is picked', async () => {
    const { user } = renderApplicationList(withFilter('/applications', { project: 'demo', env: 'dev' }));
    const env = await screen.findByRole('combobox', { name: 'Environment' });
    await waitFor(() => expect(env).toHaveTextContent('Development'));
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Shop' }));
    await waitFor(() => expect(urlFilter()).toEqual({ project: 'shop' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Environment' })).not.toHaveTextContent('Development'),
    );
  });
});
