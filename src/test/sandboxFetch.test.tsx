import { ApiError, createHttpClient } from '@dataProvider/httpClient';
import { screen } from '@testing-library/react';
import { useGetList } from 'react-admin';
import { renderWithSandbox } from './renderWithSandbox';
import { setUpSandbox } from './sandboxFetch';

const sandbox = setUpSandbox({ user: 'alice' });
const http = () => createHttpClient({ fetch: sandbox.fetch });

const UserNames = () => {
  const { data } = useGetList('users', { pagination: { page: 1, perPage: 100 } });
  return (
    <ul>
      {data?.map((user) => (
        <li key={user.id}>{user.name}</li>
      ))}
    </ul>
  );
};

describe('the in-process sandbox as fetch', () => {
  it('answers a request as the signed-in user, from the demo data', async () => {
    const { json } = await http()('/api/v1/auth/user_info');
    expect(json).toMatchObject({ name: 'alice', email: 'alice@example.com' });
    expect(sandbox.asked()).toEqual(['GET /api/v1/auth/user_info']);
  });

  it('keeps the BusinessCode and Message of a refusal', async () => {
    const refused = http()('/api/v1/users', {
      method: 'POST',
      body: { name: 'carol', email: 'carol@example.com', password: 'Secret123', roles: [] },
    });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 403,
      businessCode: 403,
      serverMessage: '403 Forbidden: you have no permission to create user:*',
    });
  });

  it('answers with a forced answer until it is withdrawn', async () => {
    const withdraw = sandbox.answer('GET /api/v1/auth/user_info', {
      status: 500,
      body: { BusinessCode: 500, Message: 'the database is gone' },
    });
    await expect(http()('/api/v1/auth/user_info')).rejects.toMatchObject({
      status: 500,
      serverMessage: 'the database is gone',
    });
    withdraw();
    expect((await http()('/api/v1/auth/user_info')).json).toMatchObject({ name: 'alice' });
  });

  it('answers with a forced answer once, then with the sandbox again', async () => {
    sandbox.answer('GET /api/v1/auth/user_info', { body: { name: 'somebody else' }, once: true });
    expect((await http()('/api/v1/auth/user_info')).json).toEqual({ name: 'somebody else' });
    expect((await http()('/api/v1/auth/user_info')).json).toMatchObject({ name: 'alice' });
  });

  it('gives the bodies the page sent with a request, oldest first, whatever its query', async () => {
    const sync = (name: string) =>
      http()(`/api/v1/clusters/cloud_clusters/aliyun?page=1`, { method: 'POST', body: { name } }).catch(
        () => undefined,
      );
    await sync('first');
    await sync('second');
    await http()('/api/v1/auth/user_info');
    expect(sandbox.sent('POST /api/v1/clusters/cloud_clusters/aliyun')).toEqual([
      { name: 'first' },
      { name: 'second' },
    ]);
    expect(sandbox.sent('GET /api/v1/auth/user_info')).toEqual([]);
  });

  it('holds a request until it is let go', async () => {
    const release = sandbox.hold('GET /api/v1/auth/user_info');
    let answered = false;
    const asked = http()('/api/v1/auth/user_info').then(() => (answered = true));
    await http()('/api/v1/auth/login_type');
    expect(answered).toBe(false);
    release();
    await asked;
    expect(answered).toBe(true);
  });

  it('gives a screen the real providers over the sandbox, with records seeded through the API', async () => {
    await sandbox.request('POST', '/api/v1/users', {
      name: 'carol',
      email: 'carol@example.com',
      password: 'Secret123',
      roles: [],
    });
    await sandbox.signIn('admin');
    renderWithSandbox(sandbox, <UserNames />, { resource: 'users' });
    expect(await screen.findByText('carol')).toBeInTheDocument();
    expect(screen.getByText('alice')).toBeInTheDocument();
  });
});
