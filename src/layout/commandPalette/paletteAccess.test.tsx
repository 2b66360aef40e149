import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { askedFor, renderWithFakeServer, type FakeAnswers } from '@src/test/fakeServer';
import { allAnswersShown } from '@src/test/latency';
import { developerUser, viewerUser, type FakeUser } from '@src/test/users';

const demo = { name: 'demo', alias: 'Demo' };

const answersFor = (user: FakeUser): FakeAnswers => ({
  'GET /api/v1/auth/user_info': { body: user },
  'GET /api/v1/plugins': { body: { plugins: [] } },
  'GET /api/v1/applications': {
    body: { applications: [{ name: 'hello-world', alias: 'Hello World', project: demo }] },
  },
  'GET /api/v1/envs': { body: { envs: [{ name: 'dev', alias: 'Dev', project: demo }], total: 1 } },
  'GET /api/v1/pipelines': { body: { pipelines: [{ name: 'release', project: demo }] } },
});

async function openPalette(user: ReturnType<typeof renderWithFakeServer>['user']) {
  await screen.findByRole('navigation', { name: 'Workspaces' });
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Jump to a page or record' });
}

describe('what the command palette offers', () => {
  beforeEach(signIn);

  it('gives a developer the records she may list, her own projects, and asks for nothing else', async () => {
    const { user, fetch } = renderWithFakeServer('/projects', answersFor(developerUser));
    const dialog = await openPalette(user);
    const applications = await within(dialog).findByRole('group', { name: 'Applications' });
    expect(await within(applications).findByRole('option', { name: /^hello-world/ })).toBeInTheDocument();
    const projects = within(dialog).getByRole('group', { name: 'Projects' });
    expect(within(projects).getByRole('option', { name: 'demo Demo' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('option', { name: /^release/ })).toBeInTheDocument();
    await allAnswersShown();
    for (const group of ['Clusters', 'Addons']) {
      expect(within(dialog).queryByRole('group', { name: group })).not.toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('option', { name: /^Clusters/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: /^Users/ })).not.toBeInTheDocument();
    const asked = askedFor(fetch);
    expect(asked).toEqual(expect.arrayContaining(['GET /api/v1/applications', 'GET /api/v1/envs']));
    for (const path of ['/clusters', '/addons', '/projects', '/users']) {
      expect(asked).not.toContain(`GET /api/v1${path}`);
    }
  });

  it("opens an environment's drawer for who may edit it", async () => {
    const { user } = renderWithFakeServer('/projects', answersFor(developerUser));
    const dialog = await openPalette(user);
    await within(dialog).findByRole('option', { name: /^dev/ });
    await user.keyboard('dev');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(`${window.location.pathname}${window.location.hash}`).toBe('/envs#edit/dev'));
  });

  it("sends a Project Viewer to the environment's project instead", async () => {
    const { user } = renderWithFakeServer('/projects', answersFor(viewerUser));
    const dialog = await openPalette(user);
    await within(dialog).findByRole('option', { name: /^dev/ });
    await user.keyboard('dev');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/projects/demo/summary'));
  });
});
