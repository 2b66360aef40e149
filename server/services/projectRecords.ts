/**
 * Shared look-ups for projects and their memberships, used by the project, member and user services.
 */
import type { Schemas, ServiceContext } from '../context';
import { BusinessError } from '../errors';
import type { Stored } from '../store/documentStore';
import { scopedKey } from '../store/records';

export type ProjectBase = Schemas['v1.ProjectBase'];
export type NameAlias = Schemas['v1.NameAlias'];
export type UserProjectBase = Schemas['v1.UserProjectBase'];

export function requireProject(ctx: ServiceContext, name: string): Stored<'project'> {
  const project = ctx.store.get('project', name);
  if (!project) throw new BusinessError(30002);
  return project;
}

export function userNameAlias(ctx: ServiceContext, username: string): NameAlias {
  return { name: username, alias: ctx.store.get('user', username)?.alias ?? '' };
}

export function toProjectBase(
  ctx: ServiceContext,
  project: Stored<'project'>,
  ownerOf: (username: string) => NameAlias = (username) => userNameAlias(ctx, username),
): ProjectBase {
  return {
    name: project.name,
    alias: project.alias,
    description: project.description,
    namespace: project.namespace,
    owner: ownerOf(project.owner),
    createTime: project.createTime,
    updateTime: project.updateTime,
  };
}

/** Existing roles of a project among `names`, with aliases, in the given order. */
export function projectRoleNames(ctx: ServiceContext, project: string, names: string[]): NameAlias[] {
  return names.flatMap((name) => {
    const role = ctx.store.get('role', scopedKey(project, name));
    return role ? [{ name, alias: role.alias }] : [];
  });
}

/** The projects a user is a member of, newest membership first. */
export function userProjectsOf(ctx: ServiceContext, username: string): UserProjectBase[] {
  return ctx.store.list('projectUser', { where: { username }, order: 'newest' }).flatMap((membership) => {
    const project = ctx.store.get('project', membership.project);
    if (!project) return [];
    return [
      {
        name: project.name,
        alias: project.alias,
        description: project.description,
        owner: userNameAlias(ctx, project.owner),
        joinTime: membership.createTime,
        roles: projectRoleNames(ctx, project.name, membership.userRoles),
      },
    ];
  });
}
