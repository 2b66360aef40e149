import { screen } from '@testing-library/react';
import { catchDownloads } from '@src/test/csvDownload';
import { signIn } from '@src/test/fakeAuthProvider';
import { renderConsole } from '@src/test/renderConsole';
import type { User } from './user';
import { alice, bob, FIRST_RENDER, userProvider } from './userFakes';

// Never in the contract's user list; a careless server could still send them.
const aliceWithSecrets = { ...alice, password: 'Hunter2-pass', token: 'eyJhbGciOi-token' } as User;

beforeEach(signIn);

describe("the users' Export", () => {
  it('writes what the table shows as filtered, never a password or a token, even for an admin', async () => {
    const { download } = catchDownloads();
    const { user } = renderConsole(`/users?filter=${encodeURIComponent('{"name":"ali"}')}`, {
      dataProvider: userProvider([aliceWithSecrets, bob]),
    });
    await screen.findByRole('cell', { name: 'alice' }, FIRST_RENDER);
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
