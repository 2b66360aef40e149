import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { renderConsole } from '@src/test/renderConsole';
import { developerUser } from '@src/test/users';
import { FIRST_RENDER } from '../projects/projectFakes';
import { appProvider, appTables } from './appFakes';

const projects = [
  { id: 'demo', name: 'demo', alias: 'Demo' },
  { id: 'shop', name: 'shop', alias: 'Shop' },
];
const [demo] = developerUser.projects ?? [];
const shopMember = { ...developerUser, projects: [demo, { ...demo, name: 'shop', alias: 'Shop' }] };
const render = (path: string) =>
  renderConsole(path, {
    dataProvider: appProvider({ ...appTables(), projects }),
    authProvider: fakeAuthProvider({ user: shopMember }),
  });

const urlFilter = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');
const withFilter = (path: string, filter: object) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

beforeEach(signIn);

describe('the environment filter follows the project', () => {
  it("keeps an environment of the page's project", async () => {
    render(withFilter('/projects/demo/applications', { env: 'dev' }));
    const env = await screen.findByRole('combobox', { name: 'Environment' }, FIRST_RENDER);
    await waitFor(() => expect(env).toHaveTextContent('Development'));
    expect(urlFilter()).toMatchObject({ env: 'dev' });
  });

  it('clears an environment the new project does not have', async () => {
    render(withFilter('/projects/shop/applications', { env: 'dev' }));
    await waitFor(() => expect(urlFilter()).not.toHaveProperty('env'), FIRST_RENDER);
    const env = await screen.findByRole('combobox', { name: 'Environment' });
    expect(env).not.toHaveTextContent('Development');
  });

  it('on /applications, clears the environment when another project is picked', async () => {
    const { user } = render(withFilter('/applications', { project: 'demo', env: 'dev' }));
    const env = await screen.findByRole('combobox', { name: 'Environment' }, FIRST_RENDER);
    await waitFor(() => expect(env).toHaveTextContent('Development'));
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Shop' }));
    await waitFor(() => expect(urlFilter()).toEqual({ project: 'shop' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Environment' })).not.toHaveTextContent('Development'),
    );
  });
});
