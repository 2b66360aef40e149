/**
 * What the sandbox stores for applications, their parts, workflows, revisions and the simulated
 * runtime. Keys: the application by name, everything else by `<app>/<name>` (scopedKey), triggers
 * by token. Times are kept by the store.
 */
import type { Schemas } from '../schemas';

export type Properties = Record<string, unknown>;
export type Labels = Record<string, string>;
export type InputItem = Schemas['v1alpha1.InputItem'];
export type OutputItem = Schemas['v1alpha1.OutputItem'];
export type WorkflowStep = Schemas['v1.WorkflowStep'];
export type StepStatus = Schemas['model.WorkflowStepStatus'];
export type CodeInfo = Schemas['model.CodeInfo'];
export type ImageInfo = Schemas['model.ImageInfo'];
export type WorkloadType = Schemas['common.WorkloadTypeDescriptor'];

export interface ApplicationRecord {
  name: string;
  project: string;
  alias: string;
  description: string;
  icon: string;
  labels: Labels;
  annotations: Labels;
}

export interface TraitRecord {
  type: string;
  alias: string;
  description: string;
  properties: Properties;
  createTime: string;
  updateTime: string;
}

export interface ComponentRecord {
  app: string;
  name: string;
  alias: string;
  description: string;
  icon: string;
  labels: Labels;
  type: string;
  main: boolean;
  properties: Properties;
  traits: TraitRecord[];
  dependsOn: string[];
  inputs: InputItem[];
  outputs: OutputItem[];
  creator: string;
  workloadType: WorkloadType;
}

export interface PolicyRecord {
  app: string;
  name: string;
  alias: string;
  description: string;
  type: string;
  envName: string;
  properties: Properties;
  creator: string;
}

export interface AppWorkflowRecord {
  app: string;
  name: string;
  alias: string;
  description: string;
  envName: string;
  default: boolean;
  mode: string;
  subMode: string;
  steps: WorkflowStep[];
}

export interface EnvBindingRecord {
  app: string;
  name: string;
  appDeployName: string;
}

export interface TriggerRecord {
  app: string;
  token: string;
  name: string;
  alias: string;
  description: string;
  workflowName: string;
  type: string;
  payloadType: string;
  componentName: string;
  registry: string;
}

/** The Application custom resource as the sandbox renders and "applies" it. */
export interface ManifestComponent {
  name: string;
  type: string;
  properties: Properties;
  traits: { type: string; properties: Properties }[];
  dependsOn?: string[];
  inputs?: InputItem[];
  outputs?: OutputItem[];
}

export interface ManifestPolicy {
  name: string;
  type: string;
  properties: Properties;
}

export interface ManifestStep {
  name: string;
  type: string;
  meta?: { alias: string };
  properties?: Properties;
  dependsOn?: string[];
  inputs?: InputItem[];
  outputs?: OutputItem[];
  if?: string;
  timeout?: string;
  mode?: string;
  subSteps?: ManifestStep[];
}

export interface AppManifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace: string; labels: Labels; annotations: Labels };
  spec: {
    components: ManifestComponent[];
    policies: ManifestPolicy[];
    workflow: { mode: { steps: string; subSteps: string }; steps: ManifestStep[] };
  };
}

export interface RevisionRecord {
  app: string;
  version: string;
  status: string;
  reason: string;
  note: string;
  triggerType: string;
  workflowName: string;
  envName: string;
  deployUser: string;
  codeInfo?: CodeInfo;
  imageInfo?: ImageInfo;
  rollbackVersion?: string;
  revisionCRName: string;
  manifest: AppManifest;
}

/** Where a deploy step puts the components: a cluster and a namespace in it. */
export interface Placement {
  cluster: string;
  namespace: string;
}

export type StepOutcome = 'succeed' | 'fail' | 'suspend';

/** A workflow step as the runtime simulator plays it, fixed when the run starts. */
export interface StepPlan {
  id: string;
  name: string;
  alias: string;
  type: string;
  dependsOn: string[];
  outcome: StepOutcome;
  /** Why the step fails, for outcome `fail`. */
  failure: string;
  /** A suspend step with a `duration` resumes by itself after this many seconds. */
  suspendSeconds?: number;
  placements: Placement[];
  /** Components a deploy step applies (all of them for `deploy`). */
  components: string[];
  inputs: InputItem[];
  outputs: OutputItem[];
  subMode: string;
  subSteps: StepPlan[];
}

export interface WorkflowRunRecord {
  app: string;
  name: string;
  namespace: string;
  envName: string;
  workflowName: string;
  workflowAlias: string;
  /** The revision version this run deploys. */
  revision: string;
  mode: string;
  startTime: string;
  endTime: string;
  status: string;
  message: string;
  finished: boolean;
  /** Status of every step, written when the run was last reconciled or stopped. */
  steps: StepStatus[];
  plan: StepPlan[];
  /** Resume time per suspend step. */
  resumes: Record<string, string>;
  components: ManifestComponent[];
}

/** The simulated Application CR of one app in one env. */
export interface AppDeploymentRecord {
  app: string;
  env: string;
  name: string;
  namespace: string;
  live: boolean;
  generation: number;
  revisionNumber: number;
  deployVersion: string;
  publishVersion: string;
  manifest: AppManifest;
  /** Resources applied before this time were removed by a recycle. */
  recycledAt: string;
}

/** An Application applied directly through the `/v1/namespaces/{namespace}/applications` API. */
export interface OamApplicationRecord {
  name: string;
  namespace: string;
  spec: { components: unknown[]; policies?: unknown[]; workflow?: unknown };
}
