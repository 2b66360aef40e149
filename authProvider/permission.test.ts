import {
  checkPermission,
  resourceMatches,
  rulesAllow,
  type PermissionRule,
  type UserPermissions,
} from './permission';

const allow = (resources: string[], actions = ['*']): PermissionRule => ({
  effect: 'Allow',
  resources,
  actions,
});
const deny = (resources: string[], actions = ['*']): PermissionRule => ({
  effect: 'Deny',
  resources,
  actions,
});

describe('resourceMatches', () => {
  it.each([
    ['*', 'project:default/application:web', true],
    ['project:*', 'project:default', true],
    ['project:*', 'project:default/application:web', false],
    ['project:default/application:*/*', 'project:default/application:web', true],
    ['project:default/application:*/*', 'project:default/application:web/component:api', true],
    ['project:default/application:*/*:*', 'project:default/application:web/component:api', true],
    ['project:default/application:*', 'project:default/application:web/component:api', false],
    ['project:default', 'project:other', false],
    ['project:default/application', 'project:default/application:web', true],
    ['cluster:*/*', 'cluster:local/namespace:*', true],
    ['user:alice', 'user:*', false],
    ['user:*', 'user:alice', true],
    ['target:*', 'cluster:*/namespace:*', false],
    ['project:default/config:*', 'project:?/config:*', true],
    ['project:default', 'project:?', true],
    ['project:default/role:*', 'project:default/role:*/x:y', false],
  ])('%s against %s is %s', (pattern, resource, expected) => {
    expect(resourceMatches(pattern, resource)).toBe(expected);
  });
});

describe('rulesAllow', () => {
  it('lets a deny rule win over an allow rule', () => {
    expect(rulesAllow([allow(['*']), deny(['cloudshell'])], 'create', 'cloudshell')).toBe(false);
  });
  it('matches deny case-insensitively', () => {
    expect(
      rulesAllow([allow(['*']), { effect: 'deny', resources: ['user:*'], actions: ['*'] }], 'list', 'user:*'),
    ).toBe(false);
  });
  it('treats an empty effect as allow', () => {
    expect(rulesAllow([{ resources: ['user:*'], actions: ['list'] }], 'list', 'user:*')).toBe(true);
  });
  it('needs the action or * in the rule', () => {
    expect(rulesAllow([allow(['project:*'], ['list'])], 'list', 'project:*')).toBe(true);
    expect(rulesAllow([allow(['project:*'], ['list'])], 'create', 'project:*')).toBe(false);
  });
  it('denies when nothing applies', () => {
    expect(rulesAllow([allow(['user:*'])], 'list', 'role:*')).toBe(false);
  });
  it('ignores a deny rule for another action', () => {
    expect(rulesAllow([allow(['*']), deny(['user:*'], ['delete'])], 'list', 'user:*')).toBe(true);
  });
});

describe('checkPermission', () => {
  const developer: UserPermissions = {
    platformPermissions: [allow(['cloudshell'])],
    projectPermissions: {
      default: [allow(['project:default/application:*/*'])],
      team: [allow(['project:team/pipeline:*/*']), deny(['project:team/pipeline:secret'])],
    },
  };

  it('allows when there is no request', () => {
    expect(checkPermission(undefined, undefined)).toBe(true);
  });
  it('denies when the user has no permissions', () => {
    expect(checkPermission({ action: 'list', resource: 'user:*' }, undefined)).toBe(false);
    expect(checkPermission({ action: 'list', resource: 'user:*' }, { platformPermissions: null })).toBe(
      false,
    );
  });
  it('uses platform permissions only when no project is given', () => {
    expect(checkPermission({ action: 'list', resource: 'project:default/application:*' }, developer)).toBe(
      false,
    );
  });
  it('combines platform and the given project', () => {
    expect(
      checkPermission(
        { action: 'list', resource: 'project:default/application:*', project: 'default' },
        developer,
      ),
    ).toBe(true);
    expect(
      checkPermission({ action: 'list', resource: 'project:team/pipeline:*', project: 'default' }, developer),
    ).toBe(false);
  });
  it('combines every project for ?', () => {
    expect(
      checkPermission({ action: 'list', resource: 'project:?/pipeline:*', project: '?' }, developer),
    ).toBe(true);
    expect(
      checkPermission({ action: 'list', resource: 'project:?/application:*', project: '?' }, developer),
    ).toBe(true);
    expect(
      checkPermission({ action: 'list', resource: 'project:?/environment:*', project: '?' }, developer),
    ).toBe(false);
  });
  it('applies project deny rules', () => {
    expect(
      checkPermission(
        { action: 'detail', resource: 'project:team/pipeline:secret', project: 'team' },
        developer,
      ),
    ).toBe(false);
  });
  it('grants everything to the admin permission', () => {
    const admin: UserPermissions = { platformPermissions: [allow(['*'])], projectPermissions: {} };
    expect(checkPermission({ action: 'update', resource: 'systemSetting' }, admin)).toBe(true);
    expect(checkPermission({ action: 'delete', resource: 'user:alice' }, admin)).toBe(true);
  });
});
