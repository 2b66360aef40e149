import { screen } from '@testing-library/react';
import { catchDownloads } from '@src/test/csvDownload';
import { signIn } from '@src/test/fakeAuthProvider';
import { renderConsole } from '@src/test/renderConsole';
import { roleProvider } from './roleFakes';

const FIRST_RENDER = { timeout: 15000 };

beforeEach(signIn);

describe("the declared roles' Export", () => {
  it("writes the declaration's columns, labelled in the current language", async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { download } = catchDownloads();
    const { user } = renderConsole('/roles', { dataProvider: roleProvider() });
    await screen.findByRole('cell', { name: 'admin' }, FIRST_RENDER);
    await user.click(screen.getByRole('button', { name: '导出' }));
    const { fileName, lines } = await download();
    expect(fileName).toBe('roles.csv');
    expect(lines).toEqual([
      '名称,别名,权限,创建时间',
      'admin,Admin,"Admin, cluster-management",2024/05/01 10:20:30',
    ]);
  });
});
