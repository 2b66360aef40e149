import { screen, waitFor } from '@testing-library/react';
import { signIn } from '../test/fakeAuthProvider';
import { askedFor, renderWithFakeServer } from '../test/fakeServer';
import type { FakeAnswers } from '../test/fakeServer';
import { allAnswersShown } from '../test/latency';
import { currentPath } from '../test/renderConsole';

const NOT_AUTHORIZED = 'the user is not authorized';

const loginPageAnswers: FakeAnswers = {
  'GET /api/v1/auth/login_type': { body: { loginType: 'local' } },
  'GET /api/v1/auth/admin_configured': { body: { configured: true } },
  'GET /api/v1/auth/user_info': { status: 401, body: { BusinessCode: 12006, Message: NOT_AUTHORIZED } },
};

describe('before sign-in', () => {
  it('sends a visitor to the login page without asking who they are, so no error is toasted', async () => {
    const { fetch } = renderWithFakeServer('/', loginPageAnswers);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    await allAnswersShown();
    expect(screen.queryByText(NOT_AUTHORIZED)).not.toBeInTheDocument();
    expect(askedFor(fetch)).not.toContain('GET /api/v1/auth/user_info');
  });

  it('shows only the Dex Error dialog when the single sign-on exchange fails', async () => {
    const { fetch } = renderWithFakeServer('/callback?code=abc', {
      ...loginPageAnswers,
      'POST /api/v1/auth/login': { status: 400, body: { BusinessCode: 12009, Message: 'dex is down' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Dex Error' });
    expect(dialog).toHaveTextContent('dex is down(12009)');
    await allAnswersShown();
    expect(screen.queryByText(NOT_AUTHORIZED)).not.toBeInTheDocument();
    expect(askedFor(fetch)).not.toContain('GET /api/v1/auth/user_info');
  });
});

describe('an unusable session', () => {
  it('with a malformed token goes to the login page with the tokens cleared', async () => {
    signIn();
    renderWithFakeServer('/users', {
      ...loginPageAnswers,
      'GET /api/v1/auth/user_info': {
        status: 403,
        body: { BusinessCode: 12005, Message: 'the token is malformed' },
      },
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('with a failing user_info goes to the login page but keeps the tokens for the next visit', async () => {
    signIn();
    renderWithFakeServer('/users', {
      ...loginPageAnswers,
      'GET /api/v1/auth/user_info': { status: 502, body: null },
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(localStorage.getItem('refreshToken')).not.toBeNull();
  });
});
