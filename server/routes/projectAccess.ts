import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can } from '../http/access';
import { asBody, stringField, stringList } from '../http/body';
import { readPaging } from '../services/paging';
import {
  addProjectUser,
  listProjectUsers,
  removeProjectUser,
  updateProjectUser,
} from '../services/projectMembers';
import { requireProject } from '../services/projectRecords';
import { createPermission, deletePermission, listPermissions } from '../services/rbac/permissions';
import { createRole, deleteRole, listRoles, updateRole } from '../services/rbac/roles';
import { permissionInput, roleInput } from './rbacBodies';

type InProject<P = object> = { Params: { projectName: string } & P };

/** Members, roles and permissions of one project. */
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
    return addProjectUser(ctx, request.params.projectName, {
      userName: stringField(body, 'userName'),
      userRoles: stringList(body, 'userRoles'),
    });
  });

  // Updating a member needs `create`, as in the real server.
  app.put<InProject<{ userName: string }>>(
    `${base}/users/:userName`,
    can('create', member),
    async (request) =>
      updateProjectUser(
        ctx,
        request.params.projectName,
        request.params.userName,
        stringList(asBody(request.body), 'userRoles'),
      ),
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
    requireProject(ctx, request.params.projectName);
    return createRole(ctx, request.params.projectName, roleInput(request.body));
  });

  app.put<InProject<{ roleName: string }>>(
    `${base}/roles/:roleName`,
    can('update', role),
    async (request) => {
      requireProject(ctx, request.params.projectName);
      return updateRole(ctx, request.params.projectName, request.params.roleName, roleInput(request.body));
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
    requireProject(ctx, request.params.projectName);
    createPermission(ctx, request.params.projectName, permissionInput(request.body));
    return listPermissions(ctx, request.params.projectName);
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
