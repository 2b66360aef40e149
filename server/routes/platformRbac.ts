import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can } from '../http/access';
import { createPermission, deletePermission, listPermissions } from '../services/rbac/permissions';
import { createRole, deleteRole, listRoles, updateRole } from '../services/rbac/roles';
import { permissionInput, roleInput } from './rbacBodies';

const platform = '';

export function registerPlatformRbacRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/api/v1/roles', can('list', 'role:*'), async () => listRoles(ctx, platform));

  app.post('/api/v1/roles', can('create', 'role:*'), async (request) =>
    createRole(ctx, platform, roleInput(request.body)),
  );

  app.put<{ Params: { roleName: string } }>(
    '/api/v1/roles/:roleName',
    can('update', 'role:*'),
    async (request) => updateRole(ctx, platform, request.params.roleName, roleInput(request.body)),
  );

  app.delete<{ Params: { roleName: string } }>(
    '/api/v1/roles/:roleName',
    can('delete', 'role:*'),
    async (request) => {
      deleteRole(ctx, platform, request.params.roleName);
      return {};
    },
  );

  app.get('/api/v1/permissions', can('list', 'permission:*'), async () => listPermissions(ctx, platform));

  app.post('/api/v1/permissions', can('create', 'permission:*'), async (request) =>
    createPermission(ctx, platform, permissionInput(request.body)),
  );

  app.delete<{ Params: { permissionName: string } }>(
    '/api/v1/permissions/:permissionName',
    can('delete', 'permission:{permissionName}'),
    async (request) => {
      deletePermission(ctx, platform, request.params.permissionName);
      return {};
    },
  );
}
