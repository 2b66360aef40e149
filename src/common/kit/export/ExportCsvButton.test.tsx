import { screen, waitFor } from '@testing-library/react';
import { DataTable, TextInput } from 'react-admin';
import { catchDownloads } from '@src/test/csvDownload';
import { signIn } from '@src/test/fakeAuthProvider';
import { listDataProvider } from '@src/test/listDataProvider';
import { renderKit } from '@src/test/renderKit';
import { ListFrame } from '../ListFrame';
import type { ExportColumn } from './exportColumn';

interface Cluster {
  id: string;
  name: string;
  alias: string;
  kubeConfig: string;
  labels: string[];
  owner: { name: string; alias?: string };
}

const cluster = (name: string, more: Partial<Cluster> = {}): Cluster => ({
  id: name,
  name,
  alias: `${name} alias`,
  kubeConfig: `apiVersion: v1\nusers:\n- user: {token: secret-of-${name}}`,
  labels: ['region=east', 'tier=gold'],
  owner: { name: 'admin', alias: 'Administrator' },
  ...more,
});

const columns: ExportColumn[] = [
  { source: 'name' },
  { source: 'alias', label: 'resources.clusters.fields.alias' },
  { source: 'labels', label: 'Labels' },
  { source: 'owner', label: 'Owner' },
];

const ClusterFrame = ({ exportColumns }: { exportColumns?: ExportColumn[] }) => (
  <ListFrame
    resource="clusters"
    filters={[<TextInput key="q" source="q" label="Search" alwaysOn />]}
    sort={{ field: 'name', order: 'DESC' }}
    exportColumns={exportColumns}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="alias" />
    </DataTable>
  </ListFrame>
);

beforeEach(signIn);

describe("a list's Export", () => {
  it('downloads the visible columns as a UTF-8 CSV with a byte order mark, headed by their labels', async () => {
    const { download } = catchDownloads();
    const dataProvider = listDataProvider('clusters', [cluster('east'), cluster('west')]);
    const { user } = renderKit(<ClusterFrame exportColumns={columns} />, { dataProvider });
    await screen.findByText('west alias');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const file = await download();
    expect(file.fileName).toBe('clusters.csv');
    expect(file.text.startsWith('\uFEFFName,')).toBe(true);
    expect(file.lines).toEqual([
      'Name,Alias,Labels,Owner',
      'east,east alias,"region=east, tier=gold",Administrator',
      'west,west alias,"region=east, tier=gold",Administrator',
    ]);
  });

  it("asks for every record with the list's filter and sort, not only the page shown", async () => {
    const { download } = catchDownloads();
    const dataProvider = listDataProvider('clusters', [cluster('east')]);
    const { user } = renderKit(<ClusterFrame exportColumns={columns} />, {
      dataProvider,
      path: `/?filter=${encodeURIComponent('{"q":"ea"}')}`,
    });
    await screen.findByText('east alias');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await download();
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'clusters',
      expect.objectContaining({
        filter: { q: 'ea' },
        sort: { field: 'name', order: 'DESC' },
        pagination: { page: 1, perPage: 100_000 },
      }),
    );
  });

  it('never writes a field the list does not show, a kubeconfig or a token, even when the record has one', async () => {
    const { download } = catchDownloads();
    const dataProvider = listDataProvider('clusters', [
      cluster('east', { password: 'hunter2', token: 'eyJ-token' } as Partial<Cluster>),
    ]);
    const { user } = renderKit(<ClusterFrame exportColumns={columns} />, { dataProvider });
    await screen.findByText('east alias');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const { text } = await download();
    expect(text).not.toMatch(/secret-of|apiVersion|hunter2|eyJ-token/);
  });

  it('quotes commas, quotes and line breaks, keeps Chinese, and makes a formula plain text', async () => {
    const { download } = catchDownloads();
    const dataProvider = listDataProvider('clusters', [
      cluster('east', { alias: '华东 "主", 集群\n第二行', labels: ['=HYPERLINK("http://evil")'] }),
    ]);
    const { user } = renderKit(<ClusterFrame exportColumns={columns} />, { dataProvider });
    await screen.findByText(/华东/);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const { text } = await download();
    expect(text).toContain('east,"华东 ""主"", 集群\n第二行","\'=HYPERLINK(""http://evil"")",Administrator');
  });

  it('heads the columns in Chinese when the console is in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { download } = catchDownloads();
    const dataProvider = listDataProvider('clusters', [cluster('east')]);
    const { user } = renderKit(<ClusterFrame exportColumns={columns.slice(0, 2)} />, { dataProvider });
    await screen.findByText('east alias');
    await user.click(screen.getByRole('button', { name: '导出' }));
    const { lines } = await download();
    expect(lines[0]).toBe('名称,别名');
  });

  it('is not offered by a list that declares no columns to export', async () => {
    renderKit(<ClusterFrame />, { dataProvider: listDataProvider('clusters', [cluster('east')]) });
    await screen.findByText('east alias');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});
