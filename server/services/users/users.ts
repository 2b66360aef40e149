/**
 * Platform users: listing with filters, detail, create, update, delete, enable/disable.
 */
import { randomUUID } from 'node:crypto';
import { zeroTime, type Schemas, type ServiceContext } from '../../context';
import { BusinessError, notFound } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { pageOf, type Paging } from '../paging';
import { hashPassword } from './passwords';
import { userProjectsOf } from '../projectRecords';
import { findRole } from '../rbac/roles';
import { withSessionsRevoked } from './sessions';
import { loginType } from '../systemInfo';
import { checkAlias, checkEmail, checkName, checkPassword } from '../validation';

export type UserBase = Schemas['v1.UserBase'];
export type DetailUser = Schemas['v1.DetailUserResponse'];

export interface CreateUserInput {
  name: string;
  alias: string;
  email: string;
  password: string;
  roles: string[];
}

export interface UpdateUserInput {
  alias: string;
  email: string;
  password: string;
  roles?: string[];
}

export interface UserFilter {
  name: string;
  email: string;
  alias: string;
}

export function findUser(ctx: ServiceContext, name: string): Stored<'user'> | undefined {
  return ctx.store.get('user', name);
}

export function requireUser(ctx: ServiceContext, name: string): Stored<'user'> {
  const user = findUser(ctx, name);
  if (!user) throw notFound(`user ${name}`);
  return user;
}

export function toUserBase(user: Stored<'user'>): UserBase {
  return {
    name: user.name,
    alias: user.alias,
    email: user.email,
    disabled: user.disabled,
    createTime: user.createTime,
    lastLoginTime: user.lastLoginTime ?? zeroTime,
  };
}

function platformRolesOf(ctx: ServiceContext, user: Stored<'user'>): Schemas['v1.NameAlias'][] {
  return user.userRoles.flatMap((name) => {
    const role = findRole(ctx, '', name);
    return role ? [{ name, alias: role.alias }] : [];
  });
}

export function detailUser(ctx: ServiceContext, name: string): DetailUser {
  const user = requireUser(ctx, name);
  return { ...toUserBase(user), roles: platformRolesOf(ctx, user), projects: userProjectsOf(ctx, name) };
}

export function listUsers(
  ctx: ServiceContext,
  filter: UserFilter,
  paging: Paging,
): { users: DetailUser[]; total: number } {
  const matching = ctx.store
    .list('user', { order: 'newest' })
    .filter(
      (user) =>
        user.name.includes(filter.name) &&
        user.email.includes(filter.email) &&
        user.alias.includes(filter.alias),
    );
  const users = pageOf(matching, paging).map((user) => ({
    ...toUserBase(user),
    roles: platformRolesOf(ctx, user),
    projects: [],
  }));
  return { users, total: matching.length };
}

function checkPlatformRoles(ctx: ServiceContext, roles: string[]): void {
  const unknown = roles.filter((name) => !findRole(ctx, '', name));
  if (unknown.length > 0) throw new BusinessError(15003, `the role is not exist: ${unknown.join(', ')}`);
}

export function createUser(ctx: ServiceContext, input: CreateUserInput): UserBase {
  const struct = 'CreateUserRequest';
  checkName(struct, 'Name', input.name);
  checkAlias(struct, 'Alias', input.alias);
  checkEmail(struct, 'Email', input.email);
  checkPassword(struct, 'Password', input.password);
  if (loginType(ctx) === 'dex') throw new BusinessError(14004);
  checkPlatformRoles(ctx, input.roles);
  if (findUser(ctx, input.name)) throw new BusinessError(400, `the user ${input.name} already exists`);
  const user = ctx.store.insert('user', input.name, {
    name: input.name,
    alias: input.alias,
    email: input.email,
    password: hashPassword(ctx, input.password),
    userRoles: input.roles,
    disabled: false,
    accountId: randomUUID(),
  });
  return toUserBase(user);
}

export function updateUser(ctx: ServiceContext, name: string, input: UpdateUserInput): UserBase {
  const struct = 'UpdateUserRequest';
  checkAlias(struct, 'Alias', input.alias);
  checkEmail(struct, 'Email', input.email);
  checkPassword(struct, 'Password', input.password);
  const user = requireUser(ctx, name);
  let next = { ...user };
  if (input.alias) next.alias = input.alias;
  if (input.email && input.email !== user.email) {
    if (user.email) throw new BusinessError(14001);
    next.email = input.email;
  }
  // In dex mode passwords belong to the identity provider; the real server ignores them. The sandbox
  // signs the user out everywhere, as whoever held the old password may hold a token too.
  if (input.password && loginType(ctx) !== 'dex') {
    next = withSessionsRevoked({ ...next, password: hashPassword(ctx, input.password) });
  }
  if (input.roles) {
    checkPlatformRoles(ctx, input.roles);
    next.userRoles = input.roles;
  }
  return toUserBase(ctx.store.update('user', name, next));
}

export function deleteUser(ctx: ServiceContext, name: string): void {
  requireUser(ctx, name);
  ctx.store.transaction(() => {
    ctx.store.deleteWhere('projectUser', { username: name });
    ctx.store.delete('user', name);
  });
}

export function setUserDisabled(ctx: ServiceContext, name: string, disabled: boolean): void {
  const user = requireUser(ctx, name);
  if (user.disabled === disabled) throw new BusinessError(disabled ? 14002 : 14003);
  const next = { ...user, disabled };
  ctx.store.update('user', name, disabled ? withSessionsRevoked(next) : next);
}

export function recordLogin(ctx: ServiceContext, user: Stored<'user'>): Stored<'user'> {
  return ctx.store.update('user', user.name, { ...user, lastLoginTime: ctx.now().toISOString() });
}
