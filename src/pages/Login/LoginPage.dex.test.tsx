import { screen, waitFor } from '@testing-library/react';
import type * as SafeUrl from '../../common/safeUrl';
import { fakeAuthProvider } from '../../test/fakeAuthProvider';
import { renderConsole } from '../../test/renderConsole';

// happy-dom must not navigate; the navigation helper keeps its real check and records what it would follow.
const followed = vi.hoisted((): string[] => []);
vi.mock('../../common/safeUrl', async (importOriginal) => {
  const actual = await importOriginal<typeof SafeUrl>();
  return {
    ...actual,
    navigateToSafeUrl: (address: unknown) => {
      const href = actual.safeHref(address);
      if (href) followed.push(href);
      return href !== undefined;
    },
  };
});

function dexWithIssuer(issuer: string) {
  const authProvider = fakeAuthProvider({ loginType: 'dex' });
  authProvider.getDexConfig.mockResolvedValue({
    clientID: 'velaux',
    issuer,
    redirectURL: 'http://velaux.example/callback',
  });
  return authProvider;
}

describe('the login page in dex mode', () => {
  beforeEach(() => {
    followed.length = 0;
  });

  it('sends the browser to the http(s) identity provider address', async () => {
    renderConsole('/login', { authProvider: dexWithIssuer('https://sso.example.com/dex') });
    expect(await screen.findByLabelText('Redirecting to the single sign-on provider…')).toBeInTheDocument();
    await waitFor(() => expect(followed).toHaveLength(1));
    expect(followed[0]).toMatch(/^https:\/\/sso\.example\.com\/dex\/auth\?client_id=velaux&/);
  });

  it.each(['javascript:alert(document.domain)///dex', 'data:text/html,<script>alert(1)</script>/dex'])(
    'refuses the identity provider address %j and says why',
    async (issuer) => {
      renderConsole('/login', { authProvider: dexWithIssuer(issuer) });
      expect(await screen.findByText('Single sign-on is unavailable')).toBeInTheDocument();
      expect(screen.getByText(/is not an http or https address/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(followed).toEqual([]);
    },
  );
});
