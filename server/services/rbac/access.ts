/**
 * Which permissions a user holds, and the server-side check. The rule itself is the one the console
 * uses (authProvider/permission.ts), so both always agree.
 */
import { rulesAllow, type PermissionRule } from '../../../authProvider/permission';
import type { ServiceContext } from '../../context';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { cloudshellPermission } from './defaults';
import { findPermission } from './permissions';
import { findRole } from './roles';

function permissionsOfRoles(
  ctx: ServiceContext,
  project: string,
  roleNames: string[],
): Stored<'permission'>[] {
  const seen = new Set<string>();
  const result: Stored<'permission'>[] = [];
  for (const roleName of roleNames) {
    for (const name of findRole(ctx, project, roleName)?.permissions ?? []) {
      const permission = findPermission(ctx, project, name);
      if (permission && !seen.has(name)) {
        seen.add(name);
        result.push(permission);
      }
    }
  }
  return result;
}

/** Permissions from the user's platform roles (without the implicit cloudshell one). */
export function platformPermissionsOf(ctx: ServiceContext, user: Stored<'user'>): Stored<'permission'>[] {
  return permissionsOfRoles(ctx, '', user.userRoles);
}

export function membershipOf(
  ctx: ServiceContext,
  project: string,
  username: string,
): Stored<'projectUser'> | undefined {
  return ctx.store.get('projectUser', scopedKey(project, username));
}

/** Permissions from the user's roles in one project; none if not a member. */
export function projectPermissionsOf(
  ctx: ServiceContext,
  user: Stored<'user'>,
  project: string,
): Stored<'permission'>[] {
  const membership = membershipOf(ctx, project, user.name);
  return membership ? permissionsOfRoles(ctx, project, membership.userRoles) : [];
}

/** `project` is the resolved project of the request, or undefined / `*` for platform scope only. */
export function rulesOf(ctx: ServiceContext, user: Stored<'user'>, project?: string): PermissionRule[] {
  const rules: PermissionRule[] = [...platformPermissionsOf(ctx, user)];
  if (project && project !== '*') rules.push(...projectPermissionsOf(ctx, user, project));
  rules.push(cloudshellPermission);
  return rules;
}

function isInProject(resource: string, project: string): boolean {
  return resource === `project:${project}` || resource.startsWith(`project:${project}/`);
}

/**
 * Project roles count only for resources inside their project, so a permission a project admin
 * writes (say on `*`) cannot reach platform resources. Stricter than the real server.
 */
export function isAllowed(
  ctx: ServiceContext,
  user: Stored<'user'>,
  request: { project?: string; action: string; resource: string },
): boolean {
  const project = request.project && isInProject(request.resource, request.project) ? request.project : '';
  return rulesAllow(rulesOf(ctx, user, project), request.action, request.resource);
}
