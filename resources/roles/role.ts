import type { components } from '@src/types/api';

export type Role = components['schemas']['v1.RoleBase'] & { id: string };
export type Permission = components['schemas']['v1.PermissionBase'] & { id: string };

/** The permission resource of one platform role: `role:ops`. */
export const rolePermission = (name: string) => `role:${name}`;

/** Permissions as names, whether given as names or as the `{name, alias}` the server returns. */
export function permissionNames(permissions: unknown): string[] {
  if (!Array.isArray(permissions)) return [];
  return permissions
    .map((item: unknown) =>
      typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : item,
    )
    .filter((name): name is string => typeof name === 'string');
}
