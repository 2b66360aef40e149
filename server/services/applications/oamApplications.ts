/**
 * Applications applied straight to a namespace through `/v1/namespaces/{namespace}/applications`,
 * outside VelaUX's own application model. The sandbox keeps their spec and reports them healthy.
 * Such an Application belongs to the project whose environment owns the namespace and is held to that
 * project's targets like any other (placementRules.ts); in a namespace no environment owns it has
 * none, so it is refused.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { AppManifest, ManifestStep, OamApplicationRecord } from '../../store/applicationRecords';
import { scopedKey } from '../../store/records';
import { ensureClusterNamespace } from '../../runtime/namespaces';
import { checkManifestPlacement } from './placementRules';
import { objectOf, objectsOf } from '../../runtime/specObjects';

export type OamApplicationResponse = Schemas['v1.ApplicationResponse'];
export type OamSpec = OamApplicationRecord['spec'];

function notFound(name: string): BusinessError {
  return new BusinessError(404, `applications.core.oam.dev "${name}" not found`);
}

function componentNames(spec: OamSpec): string[] {
  return spec.components.map((component) =>
    typeof component === 'object' && component !== null
      ? String((component as { name?: unknown }).name ?? '')
      : '',
  );
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function manifestSteps(value: unknown): ManifestStep[] {
  return objectsOf(value).map((step) => ({
    name: textOf(step.name),
    type: textOf(step.type),
    properties: objectOf(step.properties),
    subSteps: manifestSteps(step.subSteps),
  }));
}

function manifestOf(namespace: string, name: string, spec: OamSpec): AppManifest {
  return {
    apiVersion: 'core.oam.dev/v1beta1',
    kind: 'Application',
    metadata: { name, namespace, labels: {}, annotations: {} },
    spec: {
      components: objectsOf(spec.components).map((component) => ({
        name: textOf(component.name),
        type: textOf(component.type),
        properties: objectOf(component.properties),
        traits: objectsOf(component.traits).map((trait) => ({
          type: textOf(trait.type),
          properties: objectOf(trait.properties),
        })),
      })),
      policies: objectsOf(spec.policies).map((policy) => ({
        name: textOf(policy.name),
        type: textOf(policy.type),
        properties: objectOf(policy.properties),
      })),
      workflow: {
        mode: { steps: 'StepByStep', subSteps: 'DAG' },
        steps: manifestSteps(objectOf(spec.workflow).steps),
      },
    },
  };
}

function checkPlacement(ctx: ServiceContext, namespace: string, name: string, spec: OamSpec): void {
  const env = ctx.store.list('env', { where: { namespace } })[0];
  if (!env) {
    throw new BusinessError(
      10000,
      `namespace ${namespace} is the namespace of no environment, so no project's targets cover it`,
    );
  }
  checkManifestPlacement(ctx, env.project, manifestOf(namespace, name, spec));
}

/** With `dryRun=All` the spec is only checked; any other dry-run value is refused (10027). */
export function applyOamApplication(
  ctx: ServiceContext,
  namespace: string,
  name: string,
  spec: OamSpec,
  dryRun: string,
): void {
  if (dryRun && dryRun !== 'All') throw new BusinessError(10027, "Invalid dryRun parameter. Must be 'All'");
  if (componentNames(spec).some((component) => !component))
    throw new BusinessError(10027, 'every component needs a name');
  checkPlacement(ctx, namespace, name, spec);
  if (dryRun) return;
  ensureClusterNamespace(ctx, 'local', namespace);
  const key = scopedKey(namespace, name);
  const body = { name, namespace, spec };
  if (ctx.store.get('oamApplication', key)) ctx.store.update('oamApplication', key, body);
  else ctx.store.insert('oamApplication', key, body);
}

export function getOamApplication(
  ctx: ServiceContext,
  namespace: string,
  name: string,
): OamApplicationResponse {
  const found = ctx.store.get('oamApplication', scopedKey(namespace, name));
  if (!found) throw notFound(name);
  return {
    apiVersion: 'core.oam.dev/v1beta1',
    kind: 'Application',
    spec: found.spec as OamApplicationResponse['spec'],
    status: {
      status: 'running',
      services: componentNames(found.spec).map((component) => ({
        name: component,
        namespace,
        cluster: 'local',
        healthy: true,
      })),
    },
  };
}

/** Deleting an Application that does not exist is not an error. */
export function deleteOamApplication(ctx: ServiceContext, namespace: string, name: string): void {
  ctx.store.delete('oamApplication', scopedKey(namespace, name));
}
