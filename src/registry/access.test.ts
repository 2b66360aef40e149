import { canAccessWith as checkWith, toPermissionRequest as requestWith } from '@authProvider/canAccess';
import type { AccessRequest } from '@authProvider/canAccess';
import type { PermissionRule, UserPermissions } from '@authProvider/permission';
import { features } from '@src/features';
import { permissionResources } from './access';

// The console's access rules: the permission resources its features map, coded and declared.
const resources = permissionResources(features);
const toPermissionRequest = (request: AccessRequest) => requestWith(request, resources);
const canAccessWith = (request: AccessRequest, user: UserPermissions | undefined) =>
  checkWith(request, user, resources);

const cloudshell: PermissionRule = {
  name: 'cloudshell',
  resources: ['cloudshell'],
  actions: ['*'],
  effect: 'Allow',
};
const admin: UserPermissions = {
  platformPermissions: [{ name: 'admin', resources: ['*'], actions: ['*'], effect: 'Allow' }, cloudshell],
  projectPermissions: {},
};
/** An app developer of project `default`, with no platform role. */
const developer: UserPermissions = {
  platformPermissions: [cloudshell],
  projectPermissions: {
    default: [
      {
        resources: ['project:default', 'project:default/role:*', 'project:default/environment:*'],
        actions: ['detail', 'list'],
      },
      { resources: ['project:default/application:*/*:*'], actions: ['*'], effect: 'Allow' },
      { resources: ['project:default/pipeline:*/*:*'], actions: ['*'], effect: 'Allow' },
      cloudshell,
    ],
  },
};
/** May manage users, except deleting alice. */
const userManager: UserPermissions = {
  platformPermissions: [
    { resources: ['user:*'], actions: ['*'], effect: 'Allow' },
    { resources: ['user:alice'], actions: ['delete'], effect: 'Deny' },
  ],
};

describe('toPermissionRequest', () => {
  it.each([
    ['list', 'users', undefined, { action: 'list', resource: 'user:*' }],
    ['edit', 'users', { id: 'bob', name: 'bob' }, { action: 'update', resource: 'user:bob' }],
    [
      'show',
      'projects',
      { id: 'demo', name: 'demo' },
      { action: 'detail', resource: 'project:demo', project: 'demo' },
    ],
    ['create', 'projects', undefined, { action: 'create', resource: 'project:*' }],
    ['delete', 'roles', undefined, { action: 'delete', resource: 'role:*' }],
    ['edit', 'roles', { id: 'auditor' }, { action: 'update', resource: 'role:auditor' }],
    ['edit', 'targets', { name: 'prod' }, { action: 'update', resource: 'target:prod' }],
    ['delete', 'clusters', { name: 'edge' }, { action: 'delete', resource: 'cluster:edge' }],
    ['delete', 'configs', { name: 'charts' }, { action: 'delete', resource: 'config:charts' }],
    ['list', 'targets', undefined, { action: 'list', resource: 'target:*' }],
    ['list', 'clusters', undefined, { action: 'list', resource: 'cluster:*' }],
    ['list', 'definitions', undefined, { action: 'list', resource: 'definition:*' }],
    ['list', 'configs', undefined, { action: 'list', resource: 'config:*' }],
    ['enable', 'addons', undefined, { action: 'enable', resource: 'addon:*' }],
    [
      'list',
      'applications',
      undefined,
      { action: 'list', resource: 'project:?/application:*', project: '?' },
    ],
    ['list', 'pipelines', undefined, { action: 'list', resource: 'project:?/pipeline:*', project: '?' }],
    ['list', 'envs', undefined, { action: 'list', resource: 'project:?/environment:*', project: '?' }],
    [
      'list',
      'project:default/role:*',
      undefined,
      { action: 'list', resource: 'project:default/role:*', project: 'default' },
    ],
    ['disable', 'user:alice', undefined, { action: 'disable', resource: 'user:alice' }],
    ['update', 'systemSetting', undefined, { action: 'update', resource: 'systemSetting' }],
    ['create', 'cloudshell', undefined, { action: 'create', resource: 'cloudshell' }],
    [
      'distribute',
      'project:demo/config:*',
      undefined,
      { action: 'distribute', resource: 'project:demo/config:*', project: 'demo' },
    ],
  ])('%s %s (record %o)', (action, resource, record, expected) => {
    expect(toPermissionRequest({ action, resource, record })).toEqual(expected);
  });

  it('knows nothing of an unknown resource', () => {
    expect(toPermissionRequest({ action: 'list', resource: 'spaceships' })).toBeUndefined();
  });
});

describe('canAccessWith', () => {
  it.each([
    ['list', 'users'],
    ['delete', 'projects'],
    ['list', 'applications'],
    ['update', 'systemSetting'],
    ['distribute', 'project:default/config:*'],
  ])('lets an admin %s %s', (action, resource) => {
    expect(canAccessWith({ action, resource }, admin)).toBe(true);
  });

  it.each([
    ['list', 'applications', true],
    ['create', 'applications', true],
    ['list', 'pipelines', true],
    ['list', 'envs', true],
    ['create', 'envs', false],
    ['list', 'project:default/role:*', true],
    ['list', 'project:other/role:*', false],
    ['list', 'users', false],
    ['list', 'roles', false],
    ['list', 'clusters', false],
    ['update', 'systemSetting', false],
    ['create', 'cloudshell', true],
  ])('lets a project developer %s %s: %s', (action, resource, expected) => {
    expect(canAccessWith({ action, resource }, developer)).toBe(expected);
  });

  it('checks record-based resources against the record', () => {
    expect(
      canAccessWith({ action: 'delete', resource: 'users', record: { id: 'bob', name: 'bob' } }, userManager),
    ).toBe(true);
    expect(
      canAccessWith(
        { action: 'delete', resource: 'users', record: { id: 'alice', name: 'alice' } },
        userManager,
      ),
    ).toBe(false);
    expect(
      canAccessWith({ action: 'show', resource: 'projects', record: { name: 'default' } }, developer),
    ).toBe(true);
    expect(
      canAccessWith({ action: 'show', resource: 'projects', record: { name: 'other' } }, developer),
    ).toBe(false);
  });

  it('denies unknown resources, even to an admin', () => {
    expect(canAccessWith({ action: 'list', resource: 'spaceships' }, admin)).toBe(false);
    expect(canAccessWith({ action: 'list', resource: 'toString' }, admin)).toBe(false);
  });

  it('denies everything without permissions', () => {
    expect(canAccessWith({ action: 'list', resource: 'applications' }, undefined)).toBe(false);
  });
});
