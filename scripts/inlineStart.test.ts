import { fileURLToPath } from 'node:url';
import { Script, createContext } from 'node:vm';
import type { StartScriptReads } from '../dataProvider/startScriptReads';
import { bundleStartScript, withStartScript } from './inlineStart';

const entry = fileURLToPath(new URL('../src/startup/startScript.ts', import.meta.url));
const INDEX_HTML =
  '<html>\n  <head>\n    <title>KubeVela Console</title>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n</html>';

interface Run {
  sent: { url: string; headers: Record<string, string> }[];
  reads?: StartScriptReads;
}

/** Runs the start script as a browser would at `pathname`, with `token` in localStorage and a fake fetch. */
function runAt(code: string, pathname: string, token: string | null): Run {
  const run: Run = { sent: [] };
  const answers: Record<string, unknown> = {
    '/api/v1/applications/hello-world/envs': {
      envBindings: [{ name: 'default', appDeployName: '', appDeployNamespace: 'default', targets: [] }],
    },
  };
  const context = createContext({
    window: { location: { pathname } },
    localStorage: { getItem: (key: string) => (key === 'token' ? token : null) },
    AbortSignal,
    URLSearchParams,
    Promise,
    fetch: async (url: string, init: { headers: Record<string, string> }) => {
      run.sent.push({ url, headers: init.headers });
      return new Response(JSON.stringify(answers[url] ?? {}));
    },
  });
  new Script(code).runInContext(context);
  run.reads = (context as { velaStartReads?: StartScriptReads }).velaStartReads;
  return run;
}

describe('the start script inlined in index.html', () => {
  let code: string;
  beforeAll(async () => {
    code = await bundleStartScript(entry);
  });

  it('is one small classic script (an IIFE, nothing imported) ahead of the module scripts', () => {
    const html = withStartScript(INDEX_HTML, code);
    const inline = html.indexOf(`<script>${code}</script>`);
    expect(inline).toBeGreaterThan(html.indexOf('</title>'));
    expect(inline).toBeLessThan(html.indexOf('<script type="module"'));
    expect(code).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
    expect(code).not.toMatch(/\bimport\b|\bexport\b|require\(/);
    expect(() => new Script(code)).not.toThrow();
    expect(code.length).toBeLessThan(4_000);
  });

  it('sends the session, the plugins and the status page’s reads at once, then the resource tree', async () => {
    const run = runAt(code, '/applications/hello-world/envbinding/default/status', 'token-1');
    const app = '/api/v1/applications/hello-world';
    expect(run.sent.map(({ url }) => url)).toEqual([
      '/api/v1/auth/user_info',
      '/api/v1/plugins',
      app,
      `${app}/statistics`,
      `${app}/envs`,
      `${app}/components`,
      `${app}/envs/default/status`,
    ]);
    expect(run.sent[0].headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-1',
    });
    await run.reads?.followed;
    const tree = run.sent.at(-1)?.url ?? '';
    expect(new URL(tree, 'http://console').searchParams.get('velaql')).toBe(
      'application-resource-tree-view{appName=hello-world,appNs=default}.status',
    );
    expect(Object.keys(run.reads?.sent ?? {})).toHaveLength(8);
    expect(run.reads?.token).toBe('token-1');
    expect(await (await run.reads?.sent[`${app}/envs`])?.json()).toMatchObject({ envBindings: [{}] });
  });

  it('sends nothing signed out nor on the login page, and only the session’s reads elsewhere', () => {
    expect(runAt(code, '/applications', null)).toEqual({ sent: [], reads: undefined });
    expect(runAt(code, '/login', 'token-1')).toEqual({ sent: [], reads: undefined });
    expect(runAt(code, '/projects', 'token-1').sent.map(({ url }) => url)).toEqual([
      '/api/v1/auth/user_info',
      '/api/v1/plugins',
    ]);
  });
});
