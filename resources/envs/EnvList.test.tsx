import { screen, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { listDataProvider } from '@src/test/listDataProvider';
import { renderConsole } from '@src/test/renderConsole';

describe('the environment list', () => {
  it('shows project, namespace and targets by their aliases', async () => {
    signIn();
    const env = {
      id: 'dev',
      name: 'dev',
      alias: 'Development',
      namespace: 'dev-ns',
      project: { name: 'default', alias: 'Default' },
      targets: [
        { name: 't1', alias: 'Target One' },
        { name: 't2', alias: '' },
      ],
      createTime: '2024-05-01T10:20:30',
      updateTime: '2024-05-01T10:20:30',
    };
    renderConsole('/envs', { dataProvider: listDataProvider('envs', [env]) });
    const row = (await screen.findByText('Development')).closest('tr');
    if (!row) throw new Error('no row for dev');
    expect(within(row).getByText('Default')).toBeInTheDocument();
    expect(within(row).getByText('dev-ns')).toBeInTheDocument();
    expect(within(row).getByText('Target One, t2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Environments' })).toBeInTheDocument();
  });
});
