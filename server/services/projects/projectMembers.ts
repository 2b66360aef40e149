/**
 * Project members (ProjectUser records): a user plus the roles they hold in one project.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError, notFound } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { pageOf, type Paging } from '../paging';
import { requireProject } from '../projectRecords';
import { findRole } from '../rbac/roles';
import { checkName } from '../validation';

export type ProjectUserBase = Schemas['v1.ProjectUserBase'];

function toProjectUserBase(ctx: ServiceContext, membership: Stored<'projectUser'>): ProjectUserBase {
  return {
    name: membership.username,
    alias: ctx.store.get('user', membership.username)?.alias ?? '',
    userRoles: membership.userRoles,
    createTime: membership.createTime,
    updateTime: membership.updateTime,
  };
}

function checkProjectRoles(ctx: ServiceContext, project: string, roles: string[]): void {
  const unknown = roles.filter((role) => !findRole(ctx, project, role));
  if (unknown.length > 0) {
    throw new BusinessError(
      30008,
      `the specified role does't belong to this project or not exist: ${unknown.join(', ')}`,
    );
  }
}

export function listProjectUsers(
  ctx: ServiceContext,
  project: string,
  paging: Paging,
): { users: ProjectUserBase[]; total: number } {
  requireProject(ctx, project);
  const all = ctx.store.list('projectUser', { where: { project }, order: 'newest' });
  return { users: pageOf(all, paging).map((m) => toProjectUserBase(ctx, m)), total: all.length };
}

export function addProjectUser(
  ctx: ServiceContext,
  project: string,
  input: { userName: string; userRoles: string[] },
): ProjectUserBase {
  checkName('AddProjectUserRequest', 'UserName', input.userName);
  requireProject(ctx, project);
  if (!ctx.store.get('user', input.userName)) throw notFound(`user ${input.userName}`);
  checkProjectRoles(ctx, project, input.userRoles);
  const key = scopedKey(project, input.userName);
  if (ctx.store.get('projectUser', key)) throw new BusinessError(30009);
  const membership = ctx.store.insert('projectUser', key, {
    project,
    username: input.userName,
    userRoles: input.userRoles,
  });
  return toProjectUserBase(ctx, membership);
}

export function updateProjectUser(
  ctx: ServiceContext,
  project: string,
  userName: string,
  userRoles: string[],
): ProjectUserBase {
  requireProject(ctx, project);
  checkProjectRoles(ctx, project, userRoles);
  const key = scopedKey(project, userName);
  const membership = ctx.store.get('projectUser', key);
  if (!membership) throw notFound(`project user ${userName}`);
  return toProjectUserBase(ctx, ctx.store.update('projectUser', key, { ...membership, userRoles }));
}

export function removeProjectUser(ctx: ServiceContext, project: string, userName: string): void {
  requireProject(ctx, project);
  if (!ctx.store.delete('projectUser', scopedKey(project, userName)))
    throw notFound(`project user ${userName}`);
}
