/**
 * Maps react-admin's `canAccess({ action, resource, record })` onto the KubeVela permission rule.
 * Pure: the caller supplies the user's permissions (from user_info).
 */
import { checkPermission, type PermissionRequest, type UserPermissions } from './permission';

export interface AccessRequest {
  action: string;
  resource: string;
  record?: Record<string, unknown>;
}

const ACTIONS: Record<string, string> = {
  list: 'list',
  show: 'detail',
  create: 'create',
  edit: 'update',
  delete: 'delete',
};

/**
 * react-admin resource → the permission resource it is checked against, as a template where `{name}`
 * stands for the record's name (`user:{name}`, `project:?/application:*`); undefined for a resource the
 * console does not know. The console composes it from its features (src/registry/access.ts).
 */
export type PermissionResources = (resource: string) => string | undefined;

/** Resources that are already written in the permission syntax although they have no `:`. */
const BARE_PERMISSION_RESOURCES = new Set(['systemSetting', 'cloudshell']);

/** The project a permission resource belongs to: its leading `project:` value (`?` = any of the user's). */
function projectOf(permissionResource: string): string | undefined {
  const [type, value] = permissionResource.split('/')[0].split(':');
  return type === 'project' && value && value !== '*' ? value : undefined;
}

function recordName(record?: Record<string, unknown>): string {
  const name = record?.name ?? record?.id;
  return typeof name === 'string' && name ? name : '*';
}

/** The permission request for a react-admin access check, or undefined for an unknown resource. */
export function toPermissionRequest(
  { action, resource, record }: AccessRequest,
  resources: PermissionResources,
): PermissionRequest | undefined {
  const permissionAction = ACTIONS[action] ?? action;
  const isPermissionResource = resource.includes(':') || BARE_PERMISSION_RESOURCES.has(resource);
  // A replacer function: a name's `$` is text, not a replacement pattern.
  const permissionResource = isPermissionResource
    ? resource
    : resources(resource)?.replaceAll('{name}', () => recordName(record));
  if (!permissionResource) return undefined;
  return { action: permissionAction, resource: permissionResource, project: projectOf(permissionResource) };
}

/** Whether the user may do `action` on `resource`; unknown resources are denied. */
export function canAccessWith(
  request: AccessRequest,
  user: UserPermissions | undefined,
  resources: PermissionResources,
): boolean {
  const permissionRequest = toPermissionRequest(request, resources);
  return permissionRequest !== undefined && checkPermission(permissionRequest, user);
}
