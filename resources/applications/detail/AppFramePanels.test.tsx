import { screen, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderAppPage } from '@src/test/renderAppPage';
import type { GetListParams } from 'react-admin';
import { onTestFinished, vi } from 'vitest';
import { appDeveloper, appDetailProvider } from '../shared/appDetailFakes';

/** Bindings as a server of another version could send them: an object for the alias, null for the targets. */
const malformedBindings = [
  { id: 'dev', name: 'dev', alias: { en: 'Development' }, targets: null, targetNames: 7 },
];

beforeEach(signIn);

describe('the application frame given environment bindings of an unexpected shape', () => {
  it('shows the environment tabs as failed with Retry, keeps header, menu and statistics, and recovers', async () => {
    // React reports each error a boundary caught; the test is about what the user sees instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    const dataProvider = appDetailProvider();
    const answer = dataProvider.getList.getMockImplementation();
    const server = { broken: true };
    dataProvider.getList.mockImplementation((resource: string, params: GetListParams) =>
      resource === 'appEnvBindings' && server.broken
        ? delayed(() => ({ data: malformedBindings, total: 1 }))()
        : answer!(resource, params),
    );
    const { user } = renderAppPage('/applications/hello-world/config', dataProvider, appDeveloper);

    const title = await screen.findByText('The environment tabs could not be shown');
    const failure = title.closest<HTMLElement>('[role="alert"]')!;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('hello-world(Hello World)');
    expect(screen.getByRole('navigation', { name: 'Application pages' })).toBeInTheDocument();
    const statistics = within(screen.getByRole('region', { name: 'Statistics' }));
    expect(await statistics.findByRole('link', { name: 'Revisions 7' })).toBeInTheDocument();

    server.broken = false;
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Development' })).toBeInTheDocument();
    expect(screen.queryByText('The environment tabs could not be shown')).not.toBeInTheDocument();
  });
});
