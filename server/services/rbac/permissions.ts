/**
 * Permission policies, platform-scoped (project '') or project-scoped. Codes per facts §3.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError, invalidField } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { checkAlias, checkName } from '../validation';

export type PermissionBase = Schemas['v1.PermissionBase'];

export interface PermissionInput {
  name: string;
  alias: string;
  resources: string[];
  actions: string[];
  effect: string;
}

export function toPermissionBase(record: Stored<'permission'>): PermissionBase {
  return {
    name: record.name,
    alias: record.alias,
    resources: record.resources,
    actions: record.actions,
    effect: record.effect,
    createTime: record.createTime,
    updateTime: record.updateTime,
  };
}

export function listPermissionRecords(ctx: ServiceContext, project: string): Stored<'permission'>[] {
  return ctx.store.list('permission', { where: { project } });
}

export function listPermissions(ctx: ServiceContext, project: string): PermissionBase[] {
  return listPermissionRecords(ctx, project).map(toPermissionBase);
}

export function findPermission(
  ctx: ServiceContext,
  project: string,
  name: string,
): Stored<'permission'> | undefined {
  return ctx.store.get('permission', scopedKey(project, name));
}

export function createPermission(
  ctx: ServiceContext,
  project: string,
  input: PermissionInput,
): PermissionBase {
  const struct = 'CreatePermissionRequest';
  checkName(struct, 'Name', input.name);
  checkAlias(struct, 'Alias', input.alias);
  const effect = input.effect || 'Allow';
  if (effect !== 'Allow' && effect !== 'Deny') throw invalidField(struct, 'Effect', 'oneof');
  if (input.resources.length === 0) throw new BusinessError(15001);
  if (findPermission(ctx, project, input.name)) throw new BusinessError(15005);
  const record = ctx.store.insert('permission', scopedKey(project, input.name), {
    name: input.name,
    alias: input.alias,
    project,
    resources: input.resources,
    actions: input.actions.length > 0 ? input.actions : ['*'],
    effect,
  });
  return toPermissionBase(record);
}

export function deletePermission(ctx: ServiceContext, project: string, name: string): void {
  // The real server answers a missing permission with the role code, not 15004.
  if (!findPermission(ctx, project, name)) throw new BusinessError(15003);
  const usedBy = ctx.store
    .list('role', { where: { project } })
    .filter((role) => role.permissions.includes(name));
  if (usedBy.length > 0) {
    throw new BusinessError(
      15006,
      `the permission have been used by role ${usedBy.map((r) => r.name).join(', ')}`,
    );
  }
  ctx.store.delete('permission', scopedKey(project, name));
}
