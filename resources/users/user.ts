import type { components } from '../../contract/api';

/** A user as the list and the detail return it, with react-admin's id (the name). */
export type User = components['schemas']['v1.DetailUserResponse'] & { id: string };

/** The permission resource of one user: `user:alice`. */
export const userPermission = (name: string) => `user:${name}`;

/** Platform roles as names, whether given as names or as the `{name, alias}` the server returns. */
export function roleNames(roles: unknown): string[] {
  if (!Array.isArray(roles)) return [];
  return roles
    .map((role: unknown) =>
      typeof role === 'object' && role !== null ? (role as { name?: unknown }).name : role,
    )
    .filter((name): name is string => typeof name === 'string');
}
