import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, currentUser } from '../http/access';
import { asBody, stringField, stringList } from '../http/body';
import { readPaging } from '../services/paging';
import {
  addProjectUser,
  listProjectUsers,
  removeProjectUser,
  updateProjectUser,
} from '../services/projects/projectMembers';
import { requireProject } from '../services/projectRecords';
import {
  requireGrantable,
  requireGrantablePermissionNames,
  requireGrantableRoles,
} from '../services/rbac/grants';
import { createPermission, deletePermission, listPermissions } from '../services/rbac/permissions';
import { createRole, deleteRole, listRoles, updateRole } from '../services/rbac/roles';
import { permissionInput, roleInput } from './rbacBodies';

type InProject<P = object> = { Params: { projectName: string } & P };

/**
 * Members, roles and permissions of one project. Whoever writes them grants nothing beyond what they
 * may do themselves (services/rbac/grants.ts).
 */
export function registerProjectAccessRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/projects/:projectName';
  const member = 'project:{projectName}/projectUser:{userName}';
  const role = 'project:{projectName}/role:{roleName}';
  // The real server checks `list` for every permission route, writes included; here writes need
  // their own action, so a Project Viewer cannot grant permissions.
  const permission = 'project:{projectName}/permission:{permissionName}';

  app.get<InProject>(`${base}/users`, can('list', member), async (request) =>
    listProjectUsers(ctx, request.params.projectName, readPaging(request.query)),
  );

  app.post<InProject>(`${base}/users`, can('create', member), async (request) => {
    const body = asBody(request.body);
    const userRoles = stringList(body, 'userRoles');
    requireGrantableRoles(ctx, currentUser(request), request.params.projectName, userRoles);
    return addProjectUser(ctx, request.params.projectName, {
      userName: stringField(body, 'userName'),
      userRoles,
    });
  });

  // Updating a member needs `create`, as in the real server.
  app.put<InProject<{ userName: string }>>(
    `${base}/users/:userName`,
    can('create', member),
    async (request) => {
      const { projectName, userName } = request.params;
      const userRoles = stringList(asBody(request.body), 'userRoles');
      requireGrantableRoles(ctx, currentUser(request), projectName, userRoles);
      return updateProjectUser(ctx, projectName, userName, userRoles);
    },
  );

  app.delete<InProject<{ userName: string }>>(
    `${base}/users/:userName`,
    can('delete', member),
    async (request) => {
      removeProjectUser(ctx, request.params.projectName, request.params.userName);
      return {};
    },
  );

  app.get<InProject>(`${base}/roles`, can('list', role), async (request) => {
    requireProject(ctx, request.params.projectName);
    return listRoles(ctx, request.params.projectName);
  });

  app.post<InProject>(`${base}/roles`, can('create', role), async (request) => {
    const { projectName } = request.params;
    requireProject(ctx, projectName);
    const input = roleInput(request.body);
    requireGrantablePermissionNames(ctx, currentUser(request), projectName, input.permissions);
    return createRole(ctx, projectName, input);
  });

  app.put<InProject<{ roleName: string }>>(
    `${base}/roles/:roleName`,
    can('update', role),
    async (request) => {
      const { projectName, roleName } = request.params;
      requireProject(ctx, projectName);
      const input = roleInput(request.body);
      requireGrantablePermissionNames(ctx, currentUser(request), projectName, input.permissions);
      return updateRole(ctx, projectName, roleName, input);
    },
  );

  app.delete<InProject<{ roleName: string }>>(
    `${base}/roles/:roleName`,
    can('delete', role),
    async (request) => {
      requireProject(ctx, request.params.projectName);
      deleteRole(ctx, request.params.projectName, request.params.roleName);
      return {};
    },
  );

  app.get<InProject>(`${base}/permissions`, can('list', permission), async (request) => {
    requireProject(ctx, request.params.projectName);
    return listPermissions(ctx, request.params.projectName);
  });

  // The contract declares a list for the write answers: the project's permissions after the change.
  app.post<InProject>(`${base}/permissions`, can('create', permission), async (request) => {
    const { projectName } = request.params;
    requireProject(ctx, projectName);
    const input = permissionInput(request.body);
    requireGrantable(ctx, currentUser(request), projectName, [input]);
    createPermission(ctx, projectName, input);
    return listPermissions(ctx, projectName);
  });

  app.delete<InProject<{ permissionName: string }>>(
    `${base}/permissions/:permissionName`,
    can('delete', permission),
    async (request) => {
      requireProject(ctx, request.params.projectName);
      deletePermission(ctx, request.params.projectName, request.params.permissionName);
      return listPermissions(ctx, request.params.projectName);
    },
  );
}
