/**
 * The built-in platform permissions, the project permission templates and the default project roles
 * (facts §3). Stored resources keep the real server's quirk of writing a bare `*` segment as `*:*`.
 */
export interface PermissionSeed {
  name: string;
  alias: string;
  resources: string[];
  actions: string[];
  effect: 'Allow' | 'Deny';
}

export interface RoleSeed {
  name: string;
  alias: string;
  permissions: string[];
}

const allow = (name: string, alias: string, resources: string[], actions = ['*']): PermissionSeed => ({
  name,
  alias,
  resources,
  actions,
  effect: 'Allow',
});

export const platformPermissionSeeds: PermissionSeed[] = [
  {
    name: 'disable-cloudshell',
    alias: 'Disable CloudShell',
    resources: ['cloudshell'],
    actions: ['*'],
    effect: 'Deny',
  },
  allow('cluster-management', 'Cluster Management', ['cluster:*/*:*']),
  allow('project-management', 'Project Management', ['project:*']),
  allow('project-list', 'Project List', ['project:*'], ['list']),
  allow('addon-management', 'Addon Management', ['addon:*', 'addonRegistry:*']),
  allow('target-management', 'Target Management', ['target:*', 'cluster:*/namespace:*']),
  allow('user-management', 'User Management', ['user:*']),
  allow('role-management', 'Platform Role Management', ['role:*', 'permission:*']),
  allow('config-management', 'Config Management', ['config:*/*:*']),
  allow('admin', 'Admin', ['*:*']),
];

export const adminRoleSeed: RoleSeed = { name: 'admin', alias: 'Admin', permissions: ['admin'] };

export function projectPermissionSeeds(project: string): PermissionSeed[] {
  const base = `project:${project}`;
  return [
    allow(
      'project-view',
      'Project View',
      [
        base,
        `${base}/config:*`,
        `${base}/provider:*`,
        `${base}/role:*`,
        `${base}/projectUser:*`,
        `${base}/permission:*`,
        `${base}/environment:*`,
        `${base}/application:*/*:*`,
        `${base}/pipeline:*/*:*`,
      ],
      ['detail', 'list'],
    ),
    allow('app-management', 'App Management', [`${base}/application:*/*:*`]),
    allow('env-management', 'Environment Management', [`${base}/environment:*`]),
    allow('role-management', 'Role Management', [
      `${base}/role:*`,
      `${base}/projectUser:*`,
      `${base}/permission:*`,
    ]),
    allow('config-management', 'Config Management', [`${base}/config:*`, `${base}/provider:*`]),
    allow('pipeline-management', 'Pipeline Management', [`${base}/pipeline:*/*:*`]),
  ];
}

export const projectAdminRole = 'project-admin';

export const defaultProjectRoleSeeds: RoleSeed[] = [
  {
    name: 'app-developer',
    alias: 'App Developer',
    permissions: [
      'project-view',
      'app-management',
      'env-management',
      'config-management',
      'pipeline-management',
    ],
  },
  {
    name: projectAdminRole,
    alias: 'Project Admin',
    permissions: [
      'project-view',
      'app-management',
      'env-management',
      'pipeline-management',
      'config-management',
      'role-management',
    ],
  },
  { name: 'project-viewer', alias: 'Project Viewer', permissions: ['project-view'] },
];

/** Everyone holds this one implicitly; a platform `Deny` on `cloudshell` takes it away. */
export const cloudshellPermission = {
  name: 'cloudshell',
  alias: '',
  resources: ['cloudshell'],
  actions: ['*'],
  effect: 'Allow',
};
