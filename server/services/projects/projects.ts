/**
 * Projects: create (with default permissions, roles and owner membership), update, delete, list.
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { pageOf, type Paging } from '../paging';
import { addProjectUser } from './projectMembers';
import {
  requireProject,
  toProjectBase,
  userNameAlias,
  type NameAlias,
  type ProjectBase,
} from '../projectRecords';
import { defaultProjectRoleSeeds, projectAdminRole, projectPermissionSeeds } from '../rbac/defaults';
import { createPermission, listPermissionRecords } from '../rbac/permissions';
import { createRole } from '../rbac/roles';
import { checkAlias, checkMaxLength, checkName } from '../validation';

export interface CreateProjectInput {
  name: string;
  alias: string;
  description: string;
  owner: string;
  namespace: string;
}

export interface UpdateProjectInput {
  alias: string;
  description: string;
  owner: string;
}

function checkOwner(ctx: ServiceContext, owner: string): void {
  if (owner && !ctx.store.get('user', owner)) throw new BusinessError(30010);
}

/** Makes `owner` a project admin; an existing membership is left as it is. */
function addOwnerAsAdmin(ctx: ServiceContext, project: string, owner: string): void {
  if (!owner || ctx.store.get('projectUser', scopedKey(project, owner))) return;
  addProjectUser(ctx, project, { userName: owner, userRoles: [projectAdminRole] });
}

/** Default permissions and roles are created only while the project has no permission yet. */
export function syncDefaultRolesAndOwner(ctx: ServiceContext, project: Stored<'project'>): void {
  if (listPermissionRecords(ctx, project.name).length === 0) {
    for (const seed of projectPermissionSeeds(project.name)) createPermission(ctx, project.name, seed);
    for (const seed of defaultProjectRoleSeeds) createRole(ctx, project.name, seed);
  }
  addOwnerAsAdmin(ctx, project.name, project.owner);
}

/** Without an explicit owner the caller owns the new project. */
export function createProject(ctx: ServiceContext, input: CreateProjectInput, caller = ''): ProjectBase {
  const struct = 'CreateProjectRequest';
  checkName(struct, 'Name', input.name);
  checkAlias(struct, 'Alias', input.alias);
  checkMaxLength(struct, 'Description', input.description, 256);
  if (ctx.store.get('project', input.name)) throw new BusinessError(30001);
  const owner = input.owner || caller;
  checkOwner(ctx, owner);
  return ctx.store.transaction(() => {
    const project = ctx.store.insert('project', input.name, {
      name: input.name,
      alias: input.alias,
      description: input.description,
      owner,
      namespace: input.namespace || input.name,
    });
    syncDefaultRolesAndOwner(ctx, project);
    return toProjectBase(ctx, project);
  });
}

export function updateProject(ctx: ServiceContext, name: string, input: UpdateProjectInput): ProjectBase {
  const struct = 'UpdateProjectRequest';
  checkAlias(struct, 'Alias', input.alias);
  checkMaxLength(struct, 'Description', input.description, 256);
  const project = requireProject(ctx, name);
  checkOwner(ctx, input.owner);
  return ctx.store.transaction(() => {
    const updated = ctx.store.update('project', name, {
      ...project,
      alias: input.alias,
      description: input.description,
      owner: input.owner || project.owner,
    });
    if (input.owner) addOwnerAsAdmin(ctx, name, input.owner);
    return toProjectBase(ctx, updated);
  });
}

export function deleteProject(ctx: ServiceContext, name: string): void {
  requireProject(ctx, name);
  if (ctx.store.count('application', { project: name }) > 0) throw new BusinessError(30005);
  if (ctx.store.count('env', { project: name }) > 0) throw new BusinessError(30006);
  if (ctx.store.count('target', { project: name }) > 0) throw new BusinessError(30007);
  ctx.store.transaction(() => {
    for (const kind of ['projectUser', 'role', 'permission'] as const)
      ctx.store.deleteWhere(kind, { project: name });
    ctx.store.delete('project', name);
  });
}

export function detailProject(ctx: ServiceContext, name: string): ProjectBase {
  return toProjectBase(ctx, requireProject(ctx, name));
}

export function listProjects(
  ctx: ServiceContext,
  paging: Paging,
): { projects: ProjectBase[]; total: number } {
  const all = ctx.store.list('project', { order: 'newest' });
  // A few owners own many projects: each is read once per list.
  const owners = new Map<string, NameAlias>();
  const ownerOf = (username: string) => {
    if (!owners.has(username)) owners.set(username, userNameAlias(ctx, username));
    return owners.get(username) as NameAlias;
  };
  return {
    projects: pageOf(all, paging).map((project) => toProjectBase(ctx, project, ownerOf)),
    total: all.length,
  };
}
