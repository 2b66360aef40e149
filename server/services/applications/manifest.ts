/**
 * Renders the Application custom resource the sandbox "applies" on deploy: all components with
 * their traits, the common and env policies, and the workflow's steps (facts §5, deploy step 2).
 */
import { dump } from 'js-yaml';
import type { ServiceContext } from '../../context';
import { componentsOf, policiesOf } from './lookups';
import type {
  AppManifest,
  Labels,
  ManifestComponent,
  ManifestStep,
  WorkflowStep,
} from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';

export interface ManifestVersions {
  deployVersion: string;
  publishVersion: string;
}

function toManifestStep(step: WorkflowStep): ManifestStep {
  const out: ManifestStep = { name: step.name, type: step.type };
  if (step.alias) out.meta = { alias: step.alias };
  if (step.properties && Object.keys(step.properties).length > 0) out.properties = step.properties;
  if (step.dependsOn?.length) out.dependsOn = step.dependsOn;
  if (step.inputs?.length) out.inputs = step.inputs;
  if (step.outputs?.length) out.outputs = step.outputs;
  if (step.if) out.if = step.if;
  if (step.timeout) out.timeout = step.timeout;
  if (step.mode) out.mode = step.mode;
  if (step.subSteps?.length) out.subSteps = step.subSteps.map((sub) => toManifestStep(sub));
  return out;
}

export function manifestComponents(ctx: ServiceContext, app: string): ManifestComponent[] {
  return componentsOf(ctx, app).map((component) => {
    const out: ManifestComponent = {
      name: component.name,
      type: component.type,
      properties: component.properties,
      traits: component.traits.map((trait) => ({ type: trait.type, properties: trait.properties })),
    };
    if (component.dependsOn.length) out.dependsOn = component.dependsOn;
    if (component.inputs.length) out.inputs = component.inputs;
    if (component.outputs.length) out.outputs = component.outputs;
    return out;
  });
}

export function deployName(ctx: ServiceContext, app: string, env: string): string {
  return ctx.store.get('envBinding', scopedKey(app, env))?.appDeployName || app;
}

/** The parts of a workflow the Application carries. */
export type ManifestWorkflow = Pick<Stored<'appWorkflow'>, 'name' | 'mode' | 'subMode' | 'steps'>;

export function renderManifest(
  ctx: ServiceContext,
  app: Stored<'application'>,
  workflow: ManifestWorkflow,
  env: Stored<'env'>,
  versions: ManifestVersions,
): AppManifest {
  const labels: Labels = {
    ...app.labels,
    'app.oam.dev/appName': app.name,
    'app.oam.dev/source-of-truth': 'from-velaux',
  };
  const annotations: Labels = {
    ...app.annotations,
    'app.oam.dev/deployVersion': versions.deployVersion,
    'app.oam.dev/publishVersion': versions.publishVersion,
    'app.oam.dev/appName': app.name,
    'app.oam.dev/appAlias': app.alias,
    'app.oam.dev/workflowName': workflow.name,
  };
  return {
    apiVersion: 'core.oam.dev/v1beta1',
    kind: 'Application',
    metadata: { name: deployName(ctx, app.name, env.name), namespace: env.namespace, labels, annotations },
    spec: {
      components: manifestComponents(ctx, app.name),
      policies: policiesOf(ctx, app.name)
        .filter((policy) => policy.envName === '' || policy.envName === env.name)
        .map((policy) => ({ name: policy.name, type: policy.type, properties: policy.properties })),
      workflow: {
        mode: { steps: workflow.mode || 'StepByStep', subSteps: workflow.subMode || 'DAG' },
        steps: workflow.steps.map(toManifestStep),
      },
    },
  };
}

export function toYaml(value: unknown): string {
  return dump(value, { noRefs: true, lineWidth: -1 });
}

/** The manifest with new publish and deploy versions (a rollback re-applies an old spec). */
export function withVersions(manifest: AppManifest, versions: ManifestVersions): AppManifest {
  return {
    ...manifest,
    metadata: {
      ...manifest.metadata,
      annotations: {
        ...manifest.metadata.annotations,
        'app.oam.dev/deployVersion': versions.deployVersion,
        'app.oam.dev/publishVersion': versions.publishVersion,
      },
    },
  };
}
