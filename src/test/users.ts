import type { UserPermissions } from '@authProvider/permission';
import type { components } from '../../contract/api';

/** The user_info answer of a signed-in user, as far as the console reads it. */
export interface FakeUser extends UserPermissions {
  name: string;
  alias?: string;
  projects?: components['schemas']['v1.UserProjectBase'][];
}

const cloudshell = { name: 'cloudshell', resources: ['cloudshell'], actions: ['*'], effect: 'Allow' };

/** A platform administrator: every action on every resource. */
export const adminUser: FakeUser = {
  name: 'admin',
  alias: 'Administrator',
  platformPermissions: [{ name: 'admin', resources: ['*'], actions: ['*'], effect: 'Allow' }, cloudshell],
  projectPermissions: {},
};

/** A developer with no platform role who works on applications, environments and pipelines of one project. */
export const developerUser: FakeUser = {
  name: 'dev',
  projects: [
    {
      name: 'demo',
      alias: 'Demo',
      description: 'Where the demo applications live',
      joinTime: '2024-05-01T10:20:30',
      owner: { name: 'admin', alias: 'Administrator' },
      roles: [
        { name: 'app-developer', alias: 'App Developer' },
        { name: 'viewer', alias: '' },
      ],
    },
  ],
  platformPermissions: [cloudshell],
  projectPermissions: {
    demo: [
      {
        name: 'app-management',
        resources: ['project:demo/application:*', 'project:demo/environment:*', 'project:demo/pipeline:*'],
        actions: ['*'],
        effect: 'Allow',
      },
      cloudshell,
    ],
  },
};

/** A Project Viewer of `demo` (the real project-view permission): reads everything there, writes nothing. */
export const viewerUser: FakeUser = {
  name: 'viewer',
  projects: [
    {
      name: 'demo',
      alias: 'Demo',
      description: 'Where the demo applications live',
      joinTime: '2024-05-01T10:20:30',
      owner: { name: 'admin', alias: 'Administrator' },
      roles: [{ name: 'project-viewer', alias: 'Project Viewer' }],
    },
  ],
  platformPermissions: [],
  projectPermissions: {
    demo: [
      {
        name: 'project-view',
        resources: [
          'project:demo',
          'project:demo/config:*',
          'project:demo/provider:*',
          'project:demo/role:*',
          'project:demo/projectUser:*',
          'project:demo/permission:*',
          'project:demo/environment:*',
          'project:demo/application:*/*',
          'project:demo/pipeline:*/*',
        ],
        actions: ['detail', 'list'],
        effect: 'Allow',
      },
    ],
  },
};

/** The project the demo users below belong to, as the project list shows it. */
export const demoProject = {
  id: 'demo',
  name: 'demo',
  alias: 'Demo',
  description: 'Where the demo applications live',
  namespace: 'demo',
  owner: { name: 'admin', alias: 'Administrator' },
  createTime: '2024-05-01T10:20:30Z',
  updateTime: '2024-05-02T08:00:00Z',
};

const projectRules = (project: string, resources: string[], actions: string[]) => ({
  name: `${project}-rules`,
  resources: resources.map((resource) => `project:${project}${resource}`),
  actions,
  effect: 'Allow',
});

const viewResources = ['', '/config:*', '/role:*', '/projectUser:*', '/permission:*', '/application:*/*'];

/** A Project Viewer of demo: reads everything of the project, changes nothing. */
export const demoViewer: FakeUser = {
  name: 'bob',
  alias: 'Bob',
  platformPermissions: [],
  projectPermissions: { demo: [projectRules('demo', viewResources, ['detail', 'list'])] },
};

/** A Project Admin of demo: manages its roles, members and configs, but not the project itself or users. */
export const demoAdmin: FakeUser = {
  name: 'grace',
  alias: 'Grace',
  platformPermissions: [],
  projectPermissions: {
    demo: [
      projectRules('demo', viewResources, ['detail', 'list']),
      projectRules('demo', ['/role:*', '/projectUser:*', '/permission:*', '/config:*'], ['*']),
    ],
  },
};
