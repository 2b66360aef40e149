/**
 * What the real server's sync worker does for addons (facts §4, §9): an enabled addon's `addon-<name>`
 * Application in vela-system appears, read-only, in project `system` and its env for vela-system, and
 * it goes when the addon is disabled. The sandbox deploys the copy so its status, resources and
 * endpoints read like any other application's.
 */
import type { ServiceContext } from '../../context';
import { addonApplicationName } from '../../runtime/addons/application';
import { readOnlySource, sourceOfTruthLabel, createApplication } from '../applications/applications';
import { updateComponent } from '../applications/components';
import { deployApplication } from '../applications/deploy';
import { envWorkflowName } from '../applications/envWorkflows';
import { purgeApplication } from '../applications/lifecycle';
import { localClusterName } from '../clusters/clusterViews';
import { systemNamespace } from '../configs/templates';
import { createEnv } from '../projects/envs';
import { createProject } from '../projects/projects';
import { createTarget } from '../projects/targets';
import type { AddonEntry } from './catalogue';

const systemProject = 'system';
const systemEnv = 'system';
const platformAdmin = 'admin';

/** The env that delivers to vela-system, made as the sync worker makes it when there is none. */
function systemEnvName(ctx: ServiceContext): string | undefined {
  const existing = ctx.store.list('env', { where: { namespace: systemNamespace } })[0];
  if (existing) return existing.project === systemProject ? existing.name : undefined;
  if (ctx.store.get('env', systemEnv)) return undefined;
  if (!ctx.store.get('project', systemProject)) {
    // The administrator owns the projects the sync worker imports (facts §4), and so sees their apps.
    const owner = ctx.store.get('user', platformAdmin) ? platformAdmin : '';
    createProject(ctx, { name: systemProject, alias: 'System', description: '', owner, namespace: '' });
  }
  const target = `syc-${localClusterName}-${systemNamespace}`;
  if (!ctx.store.get('target', target)) {
    createTarget(ctx, {
      name: target,
      alias: '',
      description: '',
      project: systemProject,
      cluster: { clusterName: localClusterName, namespace: systemNamespace },
    });
  }
  createEnv(ctx, {
    name: systemEnv,
    alias: 'System',
    description: 'Automatically converted from KubeVela Application in Kubernetes.',
    project: systemProject,
    namespace: systemNamespace,
    targets: [target],
  });
  return systemEnv;
}

/** The Service type the addon was enabled with, or its parameter's default (ClusterIP: inside only). */
function serviceTypeOf(entry: AddonEntry, args: Record<string, unknown>): string {
  const chosen = args.serviceType ?? entry.parameter?.properties?.serviceType?.default;
  return typeof chosen === 'string' && chosen ? chosen : 'ClusterIP';
}

/** An addon with a web UI serves it through a Service of the chosen type; the others run as workers. */
function componentProperties(entry: AddonEntry, version: string, args: Record<string, unknown>) {
  const image = `oamdev/${entry.name}:${version}`;
  const properties = entry.uiPort
    ? {
        image,
        exposeType: serviceTypeOf(entry, args),
        ports: [{ port: entry.uiPort, expose: true }],
      }
    : { image };
  return JSON.stringify(properties);
}

function addonComponent(entry: AddonEntry, properties: string) {
  return {
    name: entry.name,
    alias: '',
    description: '',
    icon: '',
    labels: {},
    componentType: entry.uiPort ? 'webservice' : 'worker',
    properties,
    dependsOn: [],
    inputs: [],
    outputs: [],
    traits: [],
  };
}

/** Creates the copy, or brings it to the addon's new version and parameters, and deploys it. */
export function mirrorAddonApplication(
  ctx: ServiceContext,
  entry: AddonEntry,
  version: string,
  args: Record<string, unknown>,
): void {
  const name = addonApplicationName(entry.name);
  const properties = componentProperties(entry, version, args);
  const existing = ctx.store.get('application', name);
  const env = existing ? ctx.store.list('envBinding', { where: { app: name } })[0]?.name : systemEnvName(ctx);
  if (!env) return;
  if (existing) {
    updateComponent(ctx, name, entry.name, { properties });
  } else {
    const input = {
      name,
      alias: '',
      description: entry.description.slice(0, 256),
      icon: '',
      labels: { [sourceOfTruthLabel]: readOnlySource, 'addons.oam.dev/name': entry.name },
      project: systemProject,
      envBindings: [env],
      component: addonComponent(entry, properties),
    };
    createApplication(ctx, input, '');
  }
  const deploy = { workflowName: envWorkflowName(env), note: '', triggerType: 'web', force: true };
  deployApplication(ctx, name, deploy, '');
}

export function dropAddonApplication(ctx: ServiceContext, addon: string): void {
  const name = addonApplicationName(addon);
  if (ctx.store.get('application', name)) purgeApplication(ctx, name);
}
