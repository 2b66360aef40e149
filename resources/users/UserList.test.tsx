import { screen, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { listDataProvider } from '@src/test/listDataProvider';
import { renderConsole } from '@src/test/renderConsole';

const users = [
  {
    id: 'alice',
    name: 'alice',
    alias: 'Alice',
    email: 'alice@example.com',
    roles: [{ name: 'admin', alias: 'Admin' }],
    createTime: '2024-05-01T10:20:30',
    lastLoginTime: '0001-01-01T00:00:00Z',
    disabled: false,
    projects: [],
  },
];

describe('the user list', () => {
  it('shows each user with roles and times, leaving a never-set login time empty', async () => {
    signIn();
    const dataProvider = listDataProvider('users', users);
    renderConsole('/users', { dataProvider });
    const row = (await screen.findByText('alice@example.com')).closest('tr');
    if (!row) throw new Error('no row for alice');
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Last Login Time' })).toBeInTheDocument();
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(within(row).getByText('2024/05/01 10:20:30')).toBeInTheDocument();
    expect(row.querySelectorAll('td')).toHaveLength(6);
    expect(row.querySelectorAll('td')[5]).toHaveTextContent(/^$/);
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
  });
});
