/**
 * What a user may hand out in a project, stricter than the real server: every action a project
 * permission names, on every resource it names, must be one the granter may do herself, checked as the
 * server checks her requests in that project. A role and a membership grant the permissions of their
 * roles, so they are held to the same rule.
 *
 * Project roles count only inside their project (access.ts), so someone who manages a project through
 * its roles (a Project Admin) can grant resources of that project only (never `*`, another project or
 * a platform resource) and no action she lacks there (the project record itself she may only read, so
 * she cannot grant its update or deletion). A platform admin may grant anything.
 */
import type { PermissionRule } from '../../../authProvider/permission';
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { isAllowed } from './access';
import { findPermission } from './permissions';
import { findRole } from './roles';

function ungranted(
  ctx: ServiceContext,
  granter: Stored<'user'>,
  project: string,
  permission: PermissionRule,
): { action: string; resource: string } | undefined {
  const actions = permission.actions?.length ? permission.actions : ['*'];
  for (const resource of permission.resources ?? []) {
    const action = actions.find((wanted) => !isAllowed(ctx, granter, { project, action: wanted, resource }));
    if (action) return { action, resource };
  }
  return undefined;
}

/** Throws 403 when the granter may not hand out one of the permissions in `project`. */
export function requireGrantable(
  ctx: ServiceContext,
  granter: Stored<'user'>,
  project: string,
  permissions: PermissionRule[],
): void {
  for (const permission of permissions) {
    const beyond = ungranted(ctx, granter, project, permission);
    if (beyond) {
      throw new BusinessError(
        403,
        `403 Forbidden: you cannot grant ${beyond.action} on ${beyond.resource}, which you may not do yourself`,
      );
    }
  }
}

function storedPermissions(ctx: ServiceContext, project: string, names: string[]): PermissionRule[] {
  return names.flatMap((name) => findPermission(ctx, project, name) ?? []);
}

/** A role may carry only permissions the granter may hand out; unknown names are the role's own error. */
export function requireGrantablePermissionNames(
  ctx: ServiceContext,
  granter: Stored<'user'>,
  project: string,
  names: string[],
): void {
  requireGrantable(ctx, granter, project, storedPermissions(ctx, project, names));
}

/** A member may be given only roles whose permissions the granter may hand out. */
export function requireGrantableRoles(
  ctx: ServiceContext,
  granter: Stored<'user'>,
  project: string,
  roleNames: string[],
): void {
  const names = roleNames.flatMap((role) => findRole(ctx, project, role)?.permissions ?? []);
  requireGrantablePermissionNames(ctx, granter, project, names);
}
