import type { UserPermissions } from '@authProvider/permission';

export interface FakeUser extends UserPermissions {
  name: string;
  alias?: string;
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
