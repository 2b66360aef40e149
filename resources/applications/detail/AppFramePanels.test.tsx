import { screen, within } from '@testing-library/react';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { onTestFinished, vi } from 'vitest';
import { APP_URL, renderAppPage, seedHelloWorld } from './appDetailSandbox';

const sandbox = setUpSandbox({ user: 'alice' });

/** Bindings as a server of another version could send them: an object for the alias, null for the targets. */
const malformedBindings = [{ name: 'dev', alias: { en: 'Development' }, targets: null, targetNames: 7 }];

beforeEach(() => seedHelloWorld(sandbox));

describe('the application frame given environment bindings of an unexpected shape', () => {
  it('shows the environment tabs as failed with Retry, keeps header, menu and statistics, and recovers', async () => {
    // React reports each error a boundary caught; the test is about what the user sees instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    const served = sandbox.answer(`GET ${APP_URL}/envs`, { body: { envBindings: malformedBindings } });
    const { user } = renderAppPage(sandbox, '/applications/hello-world/config');

    const title = await screen.findByText('The environment tabs could not be shown');
    const failure = title.closest<HTMLElement>('[role="alert"]')!;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('hello-world(Hello World)');
    expect(screen.getByRole('navigation', { name: 'Application pages' })).toBeInTheDocument();
    const statistics = within(screen.getByRole('region', { name: 'Statistics' }));
    expect(await statistics.findByRole('link', { name: 'Revisions 1' })).toBeInTheDocument();

    served();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Development' })).toBeInTheDocument();
    expect(screen.queryByText('The environment tabs could not be shown')).not.toBeInTheDocument();
  });
});
