/**
 * What the sandbox stores, one body type per record kind. Times are kept by the store, not here.
 * Project-scoped roles and permissions carry `project`; platform ones carry an empty string.
 */
import type {
  ApplicationRecord,
  AppDeploymentRecord,
  AppWorkflowRecord,
  ComponentRecord,
  EnvBindingRecord,
  OamApplicationRecord,
  PolicyRecord,
  RevisionRecord,
  TriggerRecord,
  WorkflowRunRecord,
} from './applicationRecords';
import type { AddonRecord, AddonRegistriesRecord } from './addonRecords';
import type { DefinitionOverrideRecord } from './definitionRecords';
import type { PipelineContextRecord, PipelineRecord, PipelineRunRecord } from './pipelineRecords';
import type { PluginSettingRecord } from './pluginRecords';

export type { ApplicationRecord };

export interface UserRecord {
  name: string;
  alias: string;
  email: string;
  /** bcrypt hash */
  password: string;
  userRoles: string[];
  disabled: boolean;
  lastLoginTime?: string;
  /**
   * Random, made when the account is, so a later account of the same name is another one to its
   * tokens (services/users/sessions.ts); absent on accounts made before it existed.
   */
  accountId?: string;
  /** Tokens signed for an older version are revoked (services/users/sessions.ts); absent = 0. */
  sessionVersion?: number;
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

export interface ClusterProviderInfo {
  provider: string;
  clusterID: string;
  clusterName: string;
  zone: string;
  zoneID: string;
  regionID: string;
  vpcID: string;
  labels: Record<string, string>;
}

/** The optional fields are absent on the local cluster the startup data creates. */
export interface ClusterRecord {
  name: string;
  alias: string;
  description: string;
  status: string;
  apiServerURL: string;
  labels: Record<string, string>;
  icon?: string;
  reason?: string;
  dashboardURL?: string;
  kubeConfig?: string;
  kubeConfigSecret?: string;
  provider?: ClusterProviderInfo;
}

/** A namespace created in a (simulated) cluster; keyed `<cluster>/<namespace>`. */
export interface ClusterNamespaceRecord {
  cluster: string;
  namespace: string;
}

/** A cloud cluster being bought through a provider; keyed `<provider>/<name>`. */
export interface CloudClusterCreationRecord {
  provider: string;
  name: string;
  zone: string;
  workerNumber: number;
  cpuCoresPerWorker: number;
  memoryPerWorker: number;
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

/** Platform configs have an empty project and live in vela-system; project ones in the project namespace. */
export interface ConfigRecord {
  name: string;
  project: string;
  namespace: string;
  template: string;
  templateNamespace: string;
  alias: string;
  description: string;
  sensitive: boolean;
  properties: Record<string, unknown>;
}

export interface ConfigDistributionRecord {
  name: string;
  project: string;
  configs: { name: string; namespace: string }[];
  targets: { clusterName: string; namespace: string }[];
  /** When the distribution was last applied; its simulated workflow runs from here. */
  appliedTime: string;
}

/** A user's simulated cloud shell, keyed by user name. */
export interface CloudShellRecord {
  username: string;
}

/** A release note of the demo extension (server/routes/releaseNotes.ts), keyed by its version. */
export interface ReleaseNoteRecord {
  version: string;
  title: string;
  notes: string;
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
  appComponent: ComponentRecord;
  appPolicy: PolicyRecord;
  appWorkflow: AppWorkflowRecord;
  workflowRecord: WorkflowRunRecord;
  appRevision: RevisionRecord;
  appTrigger: TriggerRecord;
  envBinding: EnvBindingRecord;
  appDeployment: AppDeploymentRecord;
  oamApplication: OamApplicationRecord;
  config: ConfigRecord;
  clusterNamespace: ClusterNamespaceRecord;
  cloudClusterCreation: CloudClusterCreationRecord;
  configDistribution: ConfigDistributionRecord;
  cloudShell: CloudShellRecord;
  definitionOverride: DefinitionOverrideRecord;
  addonRegistries: AddonRegistriesRecord;
  addon: AddonRecord;
  pluginSetting: PluginSettingRecord;
  pipeline: PipelineRecord;
  pipelineContext: PipelineContextRecord;
  pipelineRun: PipelineRunRecord;
  releaseNote: ReleaseNoteRecord;
}

/** Keys of scoped records: platform ones by name, project ones by `project/name` (names never hold `/`). */
export function scopedKey(project: string, name: string): string {
  return project ? `${project}/${name}` : name;
}
