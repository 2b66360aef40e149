import { act, screen, waitFor, within } from '@testing-library/react';
import { signIn } from '../../test/fakeAuthProvider';
import { allAnswersShown } from '../../test/latency';
import { askedFor, type fakeFetch } from '../../test/fakeServer';
import type { FakeAnswers } from '../../test/fakeServer';
import { currentPath } from '../../test/renderConsole';
import { renderKitOverFakeServer } from '../../test/renderKitOverFakeServer';
import { adminUser } from '../../test/users';
import { CloudShellButton } from './CloudShellButton';
import { CLOUD_SHELL_POLL_MS } from './useCloudShellPrepare';

const PREPARE = 'POST /api/v1/cloudshell';

function answers(enabledAddons: { name: string }[]): FakeAnswers {
  return {
    'GET /api/v1/auth/user_info': { body: adminUser },
    'GET /api/v1/plugins': { body: { plugins: [] } },
    'GET /api/v1/enabled_addon': { body: { enabledAddons } },
  };
}

/** The top bar's button, without the rest of the console, over the real providers. */
const renderButton = (shell: FakeAnswers) =>
  renderKitOverFakeServer(<CloudShellButton />, '/applications', shell);

const prepareCalls = (fetch: ReturnType<typeof fakeFetch>) =>
  askedFor(fetch).filter((call) => call === PREPARE).length;

describe('the cloud shell', () => {
  beforeEach(signIn);
  afterEach(() => vi.useRealTimers());

  it('prompts to enable the cloudshell addon first, and Go to enable leads to it', async () => {
    const { user, fetch } = renderButton(answers([{ name: 'fluxcd' }]));
    await user.click(await screen.findByRole('button', { name: 'Cloud Shell' }));
    const prompt = await screen.findByRole('dialog', { name: 'CloudShell feature is not enabled' });
    expect(prompt).toHaveTextContent('You must enable the CloudShell addon first');
    await user.click(within(prompt).getByRole('button', { name: 'Go to enable' }));
    await waitFor(() => expect(currentPath()).toBe('/addons/cloudshell'));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'CloudShell feature is not enabled' }),
      ).not.toBeInTheDocument(),
    );
    expect(askedFor(fetch)).not.toContain(PREPARE);
  });

  it('prepares the shell every 2 s in a 500 px drawer, then shows it with a full-screen link and stops asking (the real server: the token in the address)', async () => {
    // The clock runs as usual and is also moved on: to the next preparation, and to see that nothing
    // is asked for a while.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const shell = answers([{ name: 'cloudshell' }]);
    shell[PREPARE] = { body: { status: 'Preparing', message: 'The phase is Initializing' } };
    const { user, fetch } = renderButton(shell);
    await user.click(await screen.findByRole('button', { name: 'Cloud Shell' }));
    const drawer = await screen.findByRole('dialog', { name: 'Cloud Shell' });
    expect(within(drawer).getByText('Prepare The Cloud Shell')).toBeInTheDocument();
    expect(await within(drawer).findByRole('status')).toHaveTextContent(
      'Preparing:The phase is Initializing',
    );
    expect(drawer.firstElementChild).toHaveStyle({ height: '500px' });

    shell[PREPARE] = { body: { status: 'Completed', message: '' } };
    await act(() => vi.advanceTimersByTimeAsync(CLOUD_SHELL_POLL_MS));
    const terminal = await within(drawer).findByTitle('Cloud shell terminal');
    const address = `${window.location.origin}/view/cloudshell?token=access-token`;
    expect(terminal).toHaveAttribute('src', address);
    const fullScreen = within(drawer).getByRole('link', { name: 'Full Screen' });
    expect(fullScreen).toHaveAttribute('href', address);
    expect(fullScreen).toHaveAttribute('target', '_blank');
    const asked = prepareCalls(fetch);
    expect(asked).toBeGreaterThanOrEqual(2);
    await act(() => vi.advanceTimersByTimeAsync(3 * CLOUD_SHELL_POLL_MS));
    await allAnswersShown();
    expect(prepareCalls(fetch)).toBe(asked);

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cloud Shell' })).not.toBeInTheDocument(),
    );
  });

  it('opens the view of the sandbox with its ticket cookie, never the token, and gets the new tab a fresh ticket', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const shell = answers([{ name: 'cloudshell' }]);
    shell[PREPARE] = {
      body: { status: 'Completed', message: '' },
      headers: { 'X-Cloud-Shell-Ticket': 'cookie' },
    };
    const { user, fetch } = renderButton(shell);
    await user.click(await screen.findByRole('button', { name: 'Cloud Shell' }));
    const drawer = await screen.findByRole('dialog', { name: 'Cloud Shell' });
    const address = `${window.location.origin}/view/cloudshell`;
    expect(await within(drawer).findByTitle('Cloud shell terminal')).toHaveAttribute('src', address);
    const fullScreen = within(drawer).getByRole('link', { name: 'Full Screen' });
    expect(fullScreen).toHaveAttribute('href', address);
    const asked = prepareCalls(fetch);

    await user.click(fullScreen);
    await waitFor(() => expect(opened).toHaveBeenCalledWith(address, '_blank', 'noopener,noreferrer'));
    expect(prepareCalls(fetch)).toBe(asked + 1);
    opened.mockRestore();
  });

  it('states a failed preparation with the server reason and a Retry', async () => {
    const shell = answers([{ name: 'cloudshell' }]);
    shell[PREPARE] = { status: 400, body: { BusinessCode: 50021, Message: 'the cloudshell is not ready' } };
    const { user } = renderButton(shell);
    await user.click(await screen.findByRole('button', { name: 'Cloud Shell' }));
    const drawer = await screen.findByRole('dialog', { name: 'Cloud Shell' });
    expect(await within(drawer).findByText('The cloud shell could not be prepared')).toBeInTheDocument();
    expect(within(drawer).getByText('the cloudshell is not ready(50021)')).toBeInTheDocument();
    shell[PREPARE] = { body: { status: 'Completed', message: '' } };
    await user.click(within(drawer).getByRole('button', { name: 'Retry' }));
    expect(await within(drawer).findByTitle('Cloud shell terminal')).toBeInTheDocument();
  });

  it.each([
    [200, 'the real server'],
    [400, 'the sandbox'],
  ])(
    'turns to the prompt when the addon was disabled after the check (50020 with %i, from %s)',
    async (status) => {
      const shell = answers([{ name: 'cloudshell' }]);
      shell[PREPARE] = { status, body: { BusinessCode: 50020, Message: 'cloudshell addon is not enabled' } };
      const { user } = renderButton(shell);
      await user.click(await screen.findByRole('button', { name: 'Cloud Shell' }));
      expect(
        await screen.findByRole('dialog', { name: 'CloudShell feature is not enabled' }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Cloud Shell' })).not.toBeInTheDocument(),
      );
    },
  );
});
