import { canAccessWith, toPermissionRequest, type PermissionResources } from './canAccess';
import type { UserPermissions } from './permission';

// The console's own table is composed from its features (src/registry/access.test.ts checks it).
const resources: PermissionResources = (resource) =>
  ({ users: 'user:{name}', envs: 'project:?/environment:*' })[resource];
const admin: UserPermissions = {
  platformPermissions: [{ name: 'admin', resources: ['*'], actions: ['*'], effect: 'Allow' }],
  projectPermissions: {},
};

describe('an access check on the permission resources it is given', () => {
  it('fills the record name into the template, or * without a record', () => {
    expect(
      toPermissionRequest({ action: 'edit', resource: 'users', record: { name: 'bob' } }, resources),
    ).toEqual({ action: 'update', resource: 'user:bob' });
    expect(toPermissionRequest({ action: 'list', resource: 'users' }, resources)).toEqual({
      action: 'list',
      resource: 'user:*',
    });
    expect(toPermissionRequest({ action: 'list', resource: 'envs' }, resources)).toMatchObject({
      resource: 'project:?/environment:*',
      project: '?',
    });
  });

  it("takes a record name's $ as text, not as a replacement pattern", () => {
    expect(
      toPermissionRequest({ action: 'delete', resource: 'users', record: { name: "a$&b$'" } }, resources),
    ).toEqual({ action: 'delete', resource: "user:a$&b$'" });
  });

  it('denies a resource it is not given, even to an admin', () => {
    expect(canAccessWith({ action: 'list', resource: 'users' }, admin, resources)).toBe(true);
    expect(canAccessWith({ action: 'list', resource: 'users' }, admin, () => undefined)).toBe(false);
    expect(canAccessWith({ action: 'update', resource: 'systemSetting' }, admin, () => undefined)).toBe(true);
  });
});
