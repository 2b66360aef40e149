import type { components } from '../../../contract/api';

type Schemas = components['schemas'];

export type Role = Schemas['v1.RoleBase'] & { id: string };
export type Permission = Schemas['v1.PermissionBase'] & { id: string };

/** A role's permissions as the server lists them (`{name, alias}`) or as the form holds them (names). */
export function permissionNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item: unknown) =>
      typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : item,
    )
    .filter((name): name is string => typeof name === 'string');
}

/** Where the roles tab shows a role, or the first role when none is named. */
export const rolePath = (project: string, role?: string) =>
  `/projects/${encodeURIComponent(project)}/roles${role ? `/${encodeURIComponent(role)}` : ''}`;
