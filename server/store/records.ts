/**
 * What the sandbox stores, one body type per record kind. Times are kept by the store, not here.
 * Project-scoped roles and permissions carry `project`; platform ones carry an empty string.
 */
export interface UserRecord {
  name: string;
  alias: string;
  email: string;
  /** bcrypt hash */
  password: string;
  userRoles: string[];
  disabled: boolean;
  lastLoginTime?: string;
}

export interface ProjectRecord {
  name: string;
  alias: string;
  description: string;
  owner: string;
  namespace: string;
}

export interface RoleRecord {
  name: string;
  alias: string;
  project: string;
  permissions: string[];
}

export interface PermissionRecord {
  name: string;
  alias: string;
  project: string;
  resources: string[];
  actions: string[];
  effect: string;
}

export interface ProjectUserRecord {
  project: string;
  username: string;
  userRoles: string[];
}

export interface ClusterRecord {
  name: string;
  alias: string;
  description: string;
  status: string;
  apiServerURL: string;
  labels: Record<string, string>;
}

export interface TargetRecord {
  name: string;
  alias: string;
  description: string;
  project: string;
  cluster: { clusterName: string; namespace: string };
  variable: Record<string, unknown>;
}

export interface EnvRecord {
  name: string;
  alias: string;
  description: string;
  project: string;
  namespace: string;
  targets: string[];
}

export interface ProjectRef {
  name: string;
  roles: string[];
}

export interface SystemInfoRecord {
  installID: string;
  /** HS256 key for every token this sandbox signs */
  signedKey: string;
  enableCollection: boolean;
  loginType: string;
  velaAddress: string;
  dexUserDefaultProjects: ProjectRef[];
  dexUserDefaultPlatformRoles: string[];
}

/** Records owned by later features; only counted or looked up here. */
export interface ApplicationRecord {
  name: string;
  project: string;
}

export interface ConfigRecord {
  name: string;
  project: string;
  template: string;
}

export interface RecordKinds {
  user: UserRecord;
  project: ProjectRecord;
  role: RoleRecord;
  permission: PermissionRecord;
  projectUser: ProjectUserRecord;
  cluster: ClusterRecord;
  target: TargetRecord;
  env: EnvRecord;
  systemInfo: SystemInfoRecord;
  application: ApplicationRecord;
  config: ConfigRecord;
}

/** Keys of scoped records: platform ones by name, project ones by `project/name` (names never hold `/`). */
export function scopedKey(project: string, name: string): string {
  return project ? `${project}/${name}` : name;
}
