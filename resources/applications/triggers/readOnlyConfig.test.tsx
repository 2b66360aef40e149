import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { letAliceIntoSystem, renderAppPage, seedSyncedApp } from '../detail/appDetailSandbox';

const sandbox = setUpSandbox({ user: 'alice' });

const triggersColumn = async () => within(await screen.findByRole('region', { name: 'Triggers' }));

type Column = Awaited<ReturnType<typeof triggersColumn>>;

beforeEach(async () => {
  await letAliceIntoSystem(sandbox);
  await seedSyncedApp(sandbox);
});

describe('the configuration page of a read-only application', () => {
  it.each([
    // The addon's application is bound, so it has the default trigger a binding makes.
    ['addon-fluxcd', 'managed by an addon', (triggers: Column) => triggers.findByRole('article')],
    [
      'synced-cart',
      'synced from a cluster',
      (triggers: Column) => triggers.findByText('There are no triggers'),
    ],
  ])('%s (%s) offers no write: Deploy and binding disabled, no Add Trigger', async (app, _why, listed) => {
    renderAppPage(sandbox, `/applications/${app}/config`);
    const triggers = await triggersColumn();
    expect(await listed(triggers)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deploy' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Bind environment' })).toBeDisabled();
    await allAnswersShown();
    expect(triggers.queryByRole('button', { name: 'Add Trigger' })).not.toBeInTheDocument();
  });

  it('while the same developer may add a trigger to an ordinary application', async () => {
    renderAppPage(sandbox, '/applications/hello-world/config');
    const triggers = await triggersColumn();
    expect(await triggers.findByRole('button', { name: 'Add Trigger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deploy' })).toBeEnabled();
  });
});
