/**
 * `GET /auth/user_info`: who the caller is, their projects and every permission they hold, in the
 * shape the console's permission engine reads.
 */
import { zeroTime, type Schemas, type ServiceContext } from '../../context';
import type { Stored } from '../../store/documentStore';
import { userProjectsOf } from '../projectRecords';
import { platformPermissionsOf, projectPermissionsOf } from '../rbac/access';
import { cloudshellPermission } from '../rbac/defaults';
import { toPermissionBase, type PermissionBase } from '../rbac/permissions';
import { toUserBase } from './users';

const cloudshellEntry: PermissionBase = {
  ...cloudshellPermission,
  createTime: zeroTime,
  updateTime: zeroTime,
};

export function loginUserInfo(
  ctx: ServiceContext,
  user: Stored<'user'>,
): Schemas['v1.LoginUserInfoResponse'] {
  const projects = userProjectsOf(ctx, user.name);
  const projectPermissions: Record<string, PermissionBase[]> = {};
  for (const project of projects) {
    projectPermissions[project.name] = [
      ...projectPermissionsOf(ctx, user, project.name).map(toPermissionBase),
      cloudshellEntry,
    ];
  }
  return {
    ...toUserBase(user),
    projects,
    platformPermissions: [...platformPermissionsOf(ctx, user).map(toPermissionBase), cloudshellEntry],
    projectPermissions,
  };
}
