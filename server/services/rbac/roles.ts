/**
 * Roles, platform-scoped (project '') or project-scoped. A role's permissions must exist in the same
 * scope (15001); names are unique per scope (15002).
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { checkAlias, checkName } from '../validation';
import { findPermission } from './permissions';

export type RoleBase = Schemas['v1.RoleBase'];

export interface RoleInput {
  name: string;
  alias: string;
  permissions: string[];
}

export function toRoleBase(ctx: ServiceContext, record: Stored<'role'>): RoleBase {
  const permissions = record.permissions.flatMap((name) => {
    const permission = findPermission(ctx, record.project, name);
    return permission ? [{ name, alias: permission.alias }] : [];
  });
  return {
    name: record.name,
    alias: record.alias,
    permissions,
    createTime: record.createTime,
    updateTime: record.updateTime,
  };
}

export function findRole(ctx: ServiceContext, project: string, name: string): Stored<'role'> | undefined {
  return ctx.store.get('role', scopedKey(project, name));
}

export function listRoles(ctx: ServiceContext, project: string): { roles: RoleBase[]; total: number } {
  const roles = ctx.store.list('role', { where: { project } }).map((record) => toRoleBase(ctx, record));
  return { roles, total: roles.length };
}

function checkPermissions(ctx: ServiceContext, project: string, permissions: string[]): void {
  const unknown = permissions.filter((name) => !findPermission(ctx, project, name));
  if (permissions.length === 0) throw new BusinessError(15001, 'the role must have at least one permission');
  if (unknown.length > 0)
    throw new BusinessError(15001, `the permissions are invalid: ${unknown.join(', ')}`);
}

export function createRole(ctx: ServiceContext, project: string, input: RoleInput): RoleBase {
  checkName('CreateRoleRequest', 'Name', input.name);
  checkAlias('CreateRoleRequest', 'Alias', input.alias);
  checkPermissions(ctx, project, input.permissions);
  if (findRole(ctx, project, input.name)) throw new BusinessError(15002);
  const record = ctx.store.insert('role', scopedKey(project, input.name), {
    name: input.name,
    alias: input.alias,
    project,
    permissions: input.permissions,
  });
  return toRoleBase(ctx, record);
}

export function updateRole(
  ctx: ServiceContext,
  project: string,
  name: string,
  input: Omit<RoleInput, 'name'>,
): RoleBase {
  const existing = findRole(ctx, project, name);
  if (!existing) throw new BusinessError(15003);
  checkAlias('UpdateRoleRequest', 'Alias', input.alias);
  checkPermissions(ctx, project, input.permissions);
  const record = ctx.store.update('role', scopedKey(project, name), {
    ...existing,
    alias: input.alias,
    permissions: input.permissions,
  });
  return toRoleBase(ctx, record);
}

export function deleteRole(ctx: ServiceContext, project: string, name: string): void {
  if (!ctx.store.delete('role', scopedKey(project, name))) throw new BusinessError(15003);
}
