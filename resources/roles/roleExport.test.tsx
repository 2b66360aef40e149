import { screen } from '@testing-library/react';
import { catchDownloads } from '@src/test/csvDownload';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { renderRoles, SANDBOX_TIME, seedRoles } from './roleSandbox';

const sandbox = setUpSandbox({ demo: false, now: SANDBOX_TIME });

beforeEach(() => seedRoles(sandbox));

describe("the declared roles' Export", () => {
  it("writes the declaration's columns, labelled in the current language", async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { download } = catchDownloads();
    const { user } = renderRoles(sandbox);
    await screen.findByRole('cell', { name: 'admin' });
    await user.click(screen.getByRole('button', { name: '导出' }));
    const { fileName, lines } = await download();
    expect(fileName).toBe('roles.csv');
    expect(lines).toEqual([
      '名称,别名,权限,创建时间',
      'admin,Admin,"Admin, Cluster Management",2024/05/01 10:20:30',
      'auditor,,Project List,2024/05/01 10:20:30',
    ]);
  });
});
