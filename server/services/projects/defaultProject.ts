/**
 * What the first administrator gets (facts §4): on an empty platform the project, target and env
 * `default`; otherwise every existing project is handed to the administrator.
 */
import type { ServiceContext } from '../../context';
import { createEnv } from './envs';
import { createProject, syncDefaultRolesAndOwner } from './projects';
import { createTarget } from './targets';

const defaultName = 'default';

export function bootstrapDefaultProject(ctx: ServiceContext, admin: string): void {
  const projects = ctx.store.list('project');
  if (projects.length > 0) {
    for (const project of projects) {
      syncDefaultRolesAndOwner(ctx, ctx.store.update('project', project.name, { ...project, owner: admin }));
    }
    return;
  }
  createProject(ctx, {
    name: defaultName,
    alias: 'Default',
    description: 'Default project is created by velaux system automatically.',
    owner: admin,
    namespace: defaultName,
  });
  createTarget(ctx, {
    name: defaultName,
    alias: 'Default',
    description: 'Default target is created by velaux system automatically.',
    project: defaultName,
    cluster: { clusterName: 'local', namespace: defaultName },
    variable: {},
  });
  createEnv(ctx, {
    name: defaultName,
    alias: 'Default',
    description: 'Default environment is created by velaux system automatically.',
    project: defaultName,
    namespace: defaultName,
    targets: [defaultName],
  });
}
