import { screen, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { listDataProvider } from '@src/test/listDataProvider';
import { renderConsole } from '@src/test/renderConsole';

describe('the platform role list', () => {
  it('shows each role with its permissions', async () => {
    signIn();
    const role = {
      id: 'admin',
      name: 'admin',
      alias: 'Admin',
      permissions: [
        { name: 'admin', alias: 'Admin' },
        { name: 'cluster-management', alias: '' },
      ],
      createTime: '2024-05-01T10:20:30',
      updateTime: '2024-05-01T10:20:30',
    };
    renderConsole('/roles', { dataProvider: listDataProvider('roles', [role]) });
    const row = (await screen.findByText('Admin, cluster-management')).closest('tr');
    if (!row) throw new Error('no row for admin');
    expect(within(row).getByText('2024/05/01 10:20:30')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Platform Roles' })).toBeInTheDocument();
  });
});
