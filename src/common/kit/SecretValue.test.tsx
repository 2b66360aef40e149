import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import type { FakeUser } from '@src/test/users';
import { SecretValue } from './SecretValue';

/** May update the config `hub` only. */
const hubKeeper: FakeUser = {
  name: 'keeper',
  platformPermissions: [{ name: 'u', resources: ['config:hub'], actions: ['update'], effect: 'Allow' }],
  projectPermissions: {},
};

const renderSecret = (user: FakeUser, config: string) => {
  const reveal = vi.fn(delayed(() => 'hunter2'));
  const view = renderKit(
    <SecretValue
      name="auth.password"
      reveal={reveal}
      access={{ action: 'update', resource: `config:${config}` }}
    />,
    { authProvider: fakeAuthProvider({ user }) },
  );
  return { ...view, reveal };
};

beforeEach(signIn);

describe('a secret value', () => {
  it('shows hidden, and offers no Reveal to who may not update its object', async () => {
    const { reveal } = renderSecret(hubKeeper, 'other');
    expect(screen.getByRole('img', { name: 'Hidden value' })).toHaveTextContent('••••••');
    await allAnswersShown();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(reveal).not.toHaveBeenCalled();
  });

  it('reveals the clear value as text for who may update, from the keyboard, and hides it again', async () => {
    const { user, reveal } = renderSecret(hubKeeper, 'hub');
    const revealButton = await screen.findByRole('button', { name: 'Reveal auth.password' });
    await user.tab();
    expect(revealButton).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('hunter2')).toBeInTheDocument();
    expect(reveal).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img', { name: 'Hidden value' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide auth.password' }));
    expect(screen.queryByText('hunter2')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hidden value' })).toBeInTheDocument();
  });

  it('stays hidden when the reveal is refused', async () => {
    const { user, reveal } = renderSecret(hubKeeper, 'hub');
    reveal.mockImplementation(
      delayed((): never => {
        throw new Error('403 Forbidden');
      }),
    );
    const revealButton = await screen.findByRole('button', { name: 'Reveal auth.password' });
    await user.click(revealButton);
    await waitFor(() => expect(revealButton).toBeEnabled());
    expect(reveal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Hidden value' })).toBeInTheDocument();
  });

  it('names its actions in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    renderSecret(hubKeeper, 'hub');
    expect(await screen.findByRole('button', { name: '显示 auth.password' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '已隐藏的值' })).toBeInTheDocument();
  });
});
