import { clearSession, setTokens } from '@authProvider/session/session';
import { http } from '../authInstance';
import { startFirstScreen } from './startConsole';
import type { StartPage } from './startPages';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function pageWithModule() {
  const loaded: string[] = [];
  const page: StartPage = {
    pattern: '/things/:name',
    modules: [async () => loaded.push('things page')],
    reads: ({ name }) => [`/api/v1/things/${name}`, '/api/v1/envs'],
  };
  return { page, loaded };
}

describe('the start-up of the console', () => {
  let sent: string[];

  beforeEach(() => {
    sent = [];
    vi.stubGlobal('fetch', async (url: string) => {
      sent.push(url);
      return answer({ url });
    });
    setTokens({ accessToken: 'token', refreshToken: 'refresh' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it("asks at once for the session, the plugins and a start page's module and reads, each once", async () => {
    const { page, loaded } = pageWithModule();
    startFirstScreen('/things/a%20b', [page]);
    expect(sent).toEqual(['/api/v1/auth/user_info', '/api/v1/plugins', '/api/v1/things/a b', '/api/v1/envs']);
    expect(loaded).toEqual(['things page']);
    const asked = await Promise.all(['/api/v1/auth/user_info', '/api/v1/things/a b'].map((p) => http(p)));
    expect(asked.map(({ json }) => json)).toEqual([
      { url: '/api/v1/auth/user_info' },
      { url: '/api/v1/things/a b' },
    ]);
    expect(sent).toHaveLength(4);
  });

  it('asks for nothing signed out, and only for the session and the plugins on other pages', () => {
    const { page, loaded } = pageWithModule();
    clearSession();
    startFirstScreen('/things/a', [page]);
    expect(sent).toEqual([]);
    setTokens({ accessToken: 'token-2', refreshToken: 'refresh-2' });
    startFirstScreen('/projects', [page]);
    expect(sent).toEqual(['/api/v1/auth/user_info', '/api/v1/plugins']);
    expect(loaded).toEqual([]);
  });

  it("sends a read that needs a first read's answer as soon as it comes, for the page to take", async () => {
    const page: StartPage = {
      pattern: '/things/:name',
      modules: [],
      reads: ({ name }) => [`/api/v1/things/${name}`],
      follows: ({ name }) => ({
        after: `/api/v1/things/${name}`,
        reads: (answer) => [`/api/v1/parts?of=${(answer as { url: string }).url}`],
      }),
    };
    startFirstScreen('/things/a', [page]);
    await vi.waitFor(() => expect(sent).toContain('/api/v1/parts?of=/api/v1/things/a'));
    expect((await http('/api/v1/parts?of=/api/v1/things/a')).json).toEqual({
      url: '/api/v1/parts?of=/api/v1/things/a',
    });
    expect(sent).toEqual([
      '/api/v1/auth/user_info',
      '/api/v1/plugins',
      '/api/v1/things/a',
      '/api/v1/parts?of=/api/v1/things/a',
    ]);
  });
});
