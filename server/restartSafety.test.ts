import { startSandbox, type RunningSandbox } from './sandboxProcess';
import { demoPassword } from './testing';

async function call(sandbox: RunningSandbox, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function adminToken(sandbox: RunningSandbox): Promise<string> {
  const login = await call(sandbox, 'POST', '/api/v1/auth/login', undefined, {
    username: 'admin',
    password: demoPassword,
  });
  return login.body.accessToken as string;
}

describe('restart safety', () => {
  it('keeps what was written before the server was killed with SIGKILL', async () => {
    const first = await startSandbox();
    const token = await adminToken(first);
    const created = await call(first, 'POST', '/api/v1/projects', token, {
      name: 'survivor',
      alias: 'Survivor',
      owner: 'admin',
    });
    expect(created.status).toBe(200);
    await first.kill();

    const second = await startSandbox({ dataDir: first.dataDir });
    try {
      const project = await call(second, 'GET', '/api/v1/projects/survivor', await adminToken(second));
      expect(project.status).toBe(200);
      expect(project.body).toMatchObject({ name: 'survivor', alias: 'Survivor' });
    } finally {
      await second.stop();
    }
  }, 90_000);
});
