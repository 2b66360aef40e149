import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { declaredBody, declaredConfig, filterParams } from '@dataProvider/declared/declaredResources';
import {
  columnText,
  declaredMenuItem,
  fieldRules,
  formDefaults,
  listAccess,
  permissionOf,
} from '@src/common/kit/declared/declarationProps';
import { features } from '@src/features';
import { workspacesOf } from '@src/layout/navigation/navigation';
import { declaredFeature } from '@src/registry/declaredFeature';
import { resourcesZh } from '@src/registry/messages';
import releaseNotesFile from './releaseNotes.json';
import { roles } from './roles';

const releaseNotes = releaseNotesFile as ResourceDeclaration;
const workspaces = workspacesOf(features);

const [name, alias, permissions, createTime] = roles.columns;
const nameField = roles.form[0];

async function errorOf(rules: ReturnType<typeof fieldRules>, value: unknown) {
  for (const rule of rules) {
    const error: unknown = await rule(value, {}, {});
    if (error) return typeof error === 'string' ? error : (error as { message: string }).message;
  }
  return undefined;
}

describe('a resource declaration', () => {
  it('becomes a menu entry guarded by the list permission, placed where the declaration says', () => {
    const menu = declaredMenuItem(roles);
    expect(menu).toMatchObject({
      key: 'platformRoles',
      labelKey: 'resources.roles.name',
      to: '/roles',
      access: { action: 'list', resource: 'role:*' },
    });
    expect(menu.matches('/roles/admin/show')).toBe(true);
    expect(menu.matches('/rolesx')).toBe(false);
    const admin = workspaces.find(({ name: workspace }) => workspace === 'admin');
    expect(admin?.menus.map(({ key }) => key).slice(-3)).toEqual(['users', 'platformRoles', 'settings']);
    const extension = workspaces.find(({ name: workspace }) => workspace === 'extension');
    expect(extension?.menus.at(-1)?.to).toBe('/releaseNotes');
  });

  it('opens a workspace of its own when it names one the console lacks', () => {
    const own: ResourceDeclaration = { ...releaseNotes, menu: { workspace: 'docs' } };
    const docs = workspacesOf([declaredFeature(own)]).at(-1);
    expect(docs).toMatchObject({ name: 'docs', label: 'docs', rootRoute: '/releaseNotes' });
  });

  it('asks for its permission on the collection or on one record', () => {
    expect(permissionOf(roles)).toBe('role:*');
    expect(permissionOf(roles, 'ops')).toBe('role:ops');
    expect(listAccess(releaseNotes)).toEqual({ action: 'list', resource: 'releaseNote:*' });
  });

  it('shows its columns as text, dates and aliases', () => {
    const record = {
      id: 'ops',
      name: 'ops',
      permissions: [{ name: 'admin', alias: 'Admin' }, { name: 'cluster-management' }],
      createTime: '2024-05-01T10:20:30',
    };
    expect(columnText(name, record)).toBe('ops');
    expect(columnText(alias, record)).toBe('');
    expect(columnText(permissions, record)).toBe('Admin, cluster-management');
    expect(columnText(createTime, record)).toBe('2024/05/01 10:20:30');
  });

  it('sends its filters under their query parameters', () => {
    expect(filterParams(releaseNotes)).toEqual({ q: 'q' });
    expect(
      filterParams({ ...releaseNotes, filters: [{ source: 'q', param: 'query', label: alias.label }] }),
    ).toEqual({ q: 'query' });
    expect(declaredConfig(roles)).toMatchObject({ path: '/roles', listKey: 'roles', filters: {} });
  });

  it('checks a field with the declaration words, in the user language', async () => {
    expect(await errorOf(fieldRules(nameField, 'en'), '')).toBe('Please enter a roles name');
    expect(await errorOf(fieldRules(nameField, 'zh'), 'Ops')).toBe('请输入有效的名称');
    expect(await errorOf(fieldRules(nameField, 'en'), 'a'.repeat(33))).toBe('Please enter a valid name');
    expect(await errorOf(fieldRules(nameField, 'en'), 'ops')).toBeUndefined();
  });

  it('starts a new record from its defaults and sends only its fields, fixed ones left out of an update', () => {
    expect(formDefaults(roles)).toEqual({ permissions: [] });
    const data = { id: 'ops', name: 'ops', permissions: [{ name: 'admin', alias: 'Admin' }], extra: 1 };
    expect(declaredBody(roles, 'create')(data)).toEqual({ name: 'ops', alias: '', permissions: ['admin'] });
    expect(declaredBody(roles, 'update')(data)).toEqual({ alias: '', permissions: ['admin'] });
  });

  it('sends the values of a JSON schema form as its renderer cleaned them, fixed ones left out of an update', () => {
    const data = { id: '1.2.0', version: '1.2.0', title: 'Spring', notes: null, updateTime: 'now' };
    expect(declaredBody(releaseNotes, 'create')(data)).toEqual({
      version: '1.2.0',
      title: 'Spring',
      notes: null,
    });
    expect(declaredBody(releaseNotes, 'update')(data)).toEqual({ title: 'Spring', notes: null });
    expect(formDefaults(releaseNotes)).toEqual({});
  });

  it('names each resource in both catalogs', async () => {
    expect(await resourcesZh([roles, releaseNotes].map(declaredFeature))).toEqual({
      roles: { name: '平台角色' },
      releaseNotes: { name: '发布说明' },
    });
  });
});
