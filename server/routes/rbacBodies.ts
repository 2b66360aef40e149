import { asBody, stringField, stringList } from '../http/body';
import type { PermissionInput } from '../services/rbac/permissions';
import type { RoleInput } from '../services/rbac/roles';

export function roleInput(raw: unknown): RoleInput {
  const body = asBody(raw);
  return {
    name: stringField(body, 'name'),
    alias: stringField(body, 'alias'),
    permissions: stringList(body, 'permissions'),
  };
}

export function permissionInput(raw: unknown): PermissionInput {
  const body = asBody(raw);
  return {
    name: stringField(body, 'name'),
    alias: stringField(body, 'alias'),
    resources: stringList(body, 'resources'),
    actions: stringList(body, 'actions'),
    effect: stringField(body, 'effect'),
  };
}
