import type { ReadOnlyDeclaration } from '@dataProvider/declared/declaration';
import { declaredConfig } from '@dataProvider/declared/declaredResources';
import { signIn } from '@src/test/fakeAuthProvider';
import { listDataProvider } from '@src/test/listDataProvider';
import { renderKit } from '@src/test/renderKit';
import { screen, within } from '@testing-library/react';
import { DeclaredList } from './DeclaredList';
import { DeclaredShow } from './DeclaredShow';

// A declaration without a form: an audit list an integrator adds to read, never to write.
const auditEvents: ReadOnlyDeclaration = {
  name: 'auditEvents',
  label: { en: 'Audit Events', zh: '审计事件' },
  provider: 'vela',
  path: '/audit_events',
  listKey: 'events',
  permission: 'auditEvent',
  menu: { workspace: 'admin' },
  columns: [
    { source: 'name', label: { en: 'Event', zh: '事件' } },
    { source: 'user', label: { en: 'User', zh: '用户' } },
  ],
  filters: [{ source: 'user', label: { en: 'User', zh: '用户' } }],
  texts: { empty: { en: 'No audit events', zh: '暂无审计事件' } },
};
const events = [
  { id: 'login-1', name: 'login-1', user: 'alice' },
  { id: 'deploy-2', name: 'deploy-2', user: 'bob' },
];

const renderEvents = (rows = events, path = '/auditEvents') =>
  renderKit(<DeclaredList declaration={auditEvents} />, {
    resource: 'auditEvents',
    path,
    dataProvider: listDataProvider('auditEvents', rows),
  });

beforeEach(signIn);

describe('a declared resource without a form', () => {
  it('lists its records, each linking to its record page, with no New, Edit or Delete', async () => {
    renderEvents();
    const row = (await screen.findByRole('cell', { name: 'login-1' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'login-1' })).toHaveAttribute(
      'href',
      '/auditEvents/login-1/show',
    );
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    // Export, Refresh and the column headers that sort the list are all there is to press.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Export',
      'Refresh',
      'Event',
      'User',
    ]);
  });

  it('opens no drawer for a #create or #edit address', async () => {
    renderEvents(events, '/auditEvents#edit/login-1');
    expect(await screen.findByRole('cell', { name: 'login-1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says its own words when empty, in Chinese too, with nothing to create', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    renderEvents([]);
    expect(await screen.findByText('暂无审计事件')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '审计事件', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['导出', '刷新']);
  });

  it('shows one record field by field on its record page', async () => {
    renderKit(<DeclaredShow declaration={auditEvents} />, {
      resource: 'auditEvents',
      path: '/auditEvents/deploy-2/show',
      route: '/auditEvents/:id/show',
      dataProvider: listDataProvider('auditEvents', events),
    });
    expect(await screen.findByText('bob')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Event', 'User']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['deploy-2', 'bob']);
    expect(screen.getByRole('heading', { name: 'deploy-2', level: 1 })).toBeInTheDocument();
  });

  it('is only read: the data provider writes none of it', () => {
    const config = declaredConfig(auditEvents);
    expect(config).toMatchObject({ path: '/audit_events', listKey: 'events', filters: { user: 'user' } });
    expect(config.writes).toBeUndefined();
  });
});
