/**
 * Request bodies for the resources whose records, as react-admin holds them, differ from what the
 * server accepts: list records carry `{name, alias}` objects where requests want names, and react-admin
 * adds an `id` the server does not know.
 */
import type { components } from '../contract/api';

type Schemas = components['schemas'];
export type RecordData = Record<string, unknown>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `['a']` and `[{name: 'a', alias: 'A'}]` both become `['a']`. */
export function names(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item: unknown) =>
      typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : item,
    )
    .filter((name): name is string => typeof name === 'string');
}

/** An owner given as a user name or as the `{name, alias}` object the server returns. */
function nameOf(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null) return text((value as { name?: unknown }).name);
  return text(value);
}

export function withoutId({ id: _id, ...rest }: RecordData): RecordData {
  return rest;
}

export const userCreateBody = (data: RecordData): Schemas['v1.CreateUserRequest'] => ({
  name: text(data.name) ?? '',
  alias: text(data.alias),
  email: text(data.email) ?? '',
  password: text(data.password) ?? '',
  roles: names(data.roles),
});

/** The email can be set only once, so it is sent only while the user has none. */
export const userUpdateBody = (
  data: RecordData,
  previous: RecordData = {},
): Schemas['v1.UpdateUserRequest'] => ({
  alias: text(data.alias),
  email: text(previous.email) ? undefined : text(data.email),
  password: text(data.password),
  roles: names(data.roles),
});

export const roleCreateBody = (data: RecordData): Schemas['v1.CreateRoleRequest'] => ({
  name: text(data.name) ?? '',
  alias: text(data.alias) ?? '',
  permissions: names(data.permissions),
});

export const roleUpdateBody = (data: RecordData): Schemas['v1.UpdateRoleRequest'] => ({
  alias: text(data.alias) ?? '',
  permissions: names(data.permissions),
});

export const projectCreateBody = (data: RecordData): Schemas['v1.CreateProjectRequest'] => ({
  name: text(data.name) ?? '',
  alias: text(data.alias),
  description: text(data.description),
  namespace: text(data.namespace),
  owner: nameOf(data.owner),
});

export const projectUpdateBody = (data: RecordData): Schemas['v1.UpdateProjectRequest'] => ({
  alias: text(data.alias),
  description: text(data.description),
  owner: nameOf(data.owner),
});

export const projectUserCreateBody = (data: RecordData): Schemas['v1.AddProjectUserRequest'] => ({
  userName: text(data.userName) ?? text(data.name) ?? '',
  userRoles: names(data.userRoles),
});

export const projectUserUpdateBody = (data: RecordData): Schemas['v1.UpdateProjectUserRequest'] => ({
  userRoles: names(data.userRoles),
});
