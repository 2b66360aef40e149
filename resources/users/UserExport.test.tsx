import { screen } from '@testing-library/react';
import { catchDownloads } from '@src/test/csvDownload';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import type { User } from './user';
import { SANDBOX_TIME, seedUsers } from './userSandbox';
import { UserList } from './UserList';

const sandbox = setUpSandbox({ demo: false, now: SANDBOX_TIME });

beforeEach(() => seedUsers(sandbox));

describe("the users' Export", () => {
  it('writes what the table shows as filtered, never a password or a token, even for an admin', async () => {
    // Never in the contract's user list (the sandbox never sends them); a careless server still could.
    const { users } = await sandbox.request<{ users: User[] }>('GET', '/api/v1/users?name=ali');
    const withSecrets = users.map((user) => ({
      ...user,
      password: 'Hunter2-pass',
      token: 'eyJhbGciOi-token',
    }));
    sandbox.answer('GET /api/v1/users', { body: { users: withSecrets, total: withSecrets.length } });
    const { download } = catchDownloads();
    const { user } = renderWithSandbox(sandbox, <UserList />, {
      resource: 'users',
      path: `/users?filter=${encodeURIComponent('{"name":"ali"}')}`,
    });
    await screen.findByRole('cell', { name: 'alice' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const { fileName, lines, text } = await download();
    expect(fileName).toBe('users.csv');
    expect(lines).toEqual([
      'Name,Alias,Platform Roles,Status,Email,Create Time,Last Login Time',
      'alice,Alice,Admin,Active,alice@example.com,2024/05/01 10:20:30,',
    ]);
    expect(text).not.toMatch(/Hunter2|eyJhbGciOi/);
  });
});
