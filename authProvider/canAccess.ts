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

/** react-admin resource → permission resource; `name` is the record's name when one is given. */
const RESOURCES: Record<string, (name: string) => string> = {
  users: (name) => `user:${name}`,
  projects: (name) => `project:${name}`,
  targets: (name) => `target:${name}`,
  clusters: (name) => `cluster:${name}`,
  definitions: (name) => `definition:${name}`,
  configs: (name) => `config:${name}`,
  addons: () => 'addon:*',
  addonRegistries: (name) => `addonRegistry:${name}`,
  applications: () => 'project:?/application:*',
  pipelines: () => 'project:?/pipeline:*',
  envs: () => 'project:?/environment:*',
  permissions: () => 'permission:*',
  // Nested project resources: react-admin's check carries no parent, so any of the user's projects counts.
  projectRoles: () => 'project:?/role:*',
  projectUsers: () => 'project:?/projectUser:*',
  projectPermissions: () => 'project:?/permission:*',
  projectTargets: () => 'project:?',
};

/**
 * Resources declared outside this file (resources/declarations, plugins' declarations), each naming its
 * permission kind: `role` gives `role:<name>`. They register themselves, so that this module (loaded by
 * the login page) does not load the declarations.
 */
const declaredPermissions = new Map<string, string>();

/** Makes a declared resource's permission kind known; a name already mapped keeps its mapping. */
export function declarePermissionResource(resource: string, permission: string): void {
  if (!Object.hasOwn(RESOURCES, resource) && !declaredPermissions.has(resource)) {
    declaredPermissions.set(resource, permission);
  }
}

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
export function toPermissionRequest({
  action,
  resource,
  record,
}: AccessRequest): PermissionRequest | undefined {
  const permissionAction = ACTIONS[action] ?? action;
  const isPermissionResource = resource.includes(':') || BARE_PERMISSION_RESOURCES.has(resource);
  const declared = declaredPermissions.get(resource);
  const toResource = Object.hasOwn(RESOURCES, resource)
    ? RESOURCES[resource]
    : declared === undefined
      ? undefined
      : (name: string) => `${declared}:${name}`;
  const permissionResource = isPermissionResource ? resource : toResource?.(recordName(record));
  if (!permissionResource) return undefined;
  return { action: permissionAction, resource: permissionResource, project: projectOf(permissionResource) };
}

/** Whether the user may do `action` on `resource`; unknown resources are denied. */
export function canAccessWith(request: AccessRequest, user: UserPermissions | undefined): boolean {
  const permissionRequest = toPermissionRequest(request);
  return permissionRequest !== undefined && checkPermission(permissionRequest, user);
}
