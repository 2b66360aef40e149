import { screen, waitFor, within } from '@testing-library/react';
import { appDeveloper, appDetailProvider } from '../shared/appDetailFakes';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import { ApplicationDetail } from '../detail/ApplicationDetail';

/** The application's pages at their route (its frame: header, tabs and the config page), without the layout. */
const render = (path: string) =>
  renderKit(<ApplicationDetail />, {
    path,
    route: '/applications/:appName/*',
    resource: 'applications',
    dataProvider: appDetailProvider(),
    authProvider: fakeAuthProvider({ user: appDeveloper }),
  });

const triggersColumn = async () => within(await screen.findByRole('region', { name: 'Triggers' }));

beforeEach(signIn);

describe('the configuration page of a read-only application', () => {
  it.each([
    ['addon-fluxcd', 'managed by an addon'],
    ['synced-cart', 'synced from a cluster'],
  ])('%s (%s) offers no write: Deploy and binding disabled, no Add Trigger', async (app) => {
    render(`/applications/${app}/config`);
    const triggers = await triggersColumn();
    expect(await triggers.findByText('There are no triggers')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deploy' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Bind environment' })).toBeDisabled();
    await allAnswersShown();
    expect(triggers.queryByRole('button', { name: 'Add Trigger' })).not.toBeInTheDocument();
  });

  it('while the same developer may add a trigger to an ordinary application', async () => {
    render('/applications/hello-world/config');
    const triggers = await triggersColumn();
    expect(await triggers.findByRole('button', { name: 'Add Trigger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deploy' })).toBeEnabled();
  });
});
