/**
 * Dry run: the Application that a deploy (type APP) or a revision (type REVISION) would apply, with
 * what each component renders to. Render problems are answered as `success: false`, not as errors.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { renderManifest, toYaml } from './manifest';
import { renderComponent } from '../../runtime/render';
import type { AppManifest } from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { defaultWorkflow } from './deploy';
import { requireApp, requireEnv, requireRevision, requireWorkflow, workflowsOf } from './lookups';

export type DryRunResponse = Schemas['v1.AppDryRunResponse'];

export interface DryRunInput {
  dryRunType: string;
  env: string;
  workflow: string;
  version: string;
}

function pickWorkflow(ctx: ServiceContext, app: string, input: DryRunInput): Stored<'appWorkflow'> {
  if (input.workflow) return requireWorkflow(ctx, app, input.workflow);
  const forEnv = input.env && workflowsOf(ctx, app).find((workflow) => workflow.envName === input.env);
  return forEnv || defaultWorkflow(ctx, app);
}

function manifestFor(ctx: ServiceContext, appName: string, input: DryRunInput): AppManifest {
  if (input.dryRunType === 'REVISION') return requireRevision(ctx, appName, input.version).manifest;
  if (input.dryRunType !== 'APP') throw new BusinessError(10027, 'dry run type not supported');
  const app = requireApp(ctx, appName);
  const workflow = pickWorkflow(ctx, appName, input);
  const env = requireEnv(ctx, workflow.envName);
  return renderManifest(ctx, app, workflow, env, { deployVersion: '', publishVersion: '' });
}

export function dryRunApplication(ctx: ServiceContext, app: string, input: DryRunInput): DryRunResponse {
  requireApp(ctx, app);
  const manifest = manifestFor(ctx, app, input);
  const name = manifest.metadata.name;
  const blocks = [`---\n# Application(${name}) \n---\n\n${toYaml(manifest)}`];
  for (const component of manifest.spec.components) {
    const rendered = renderComponent(component, manifest.metadata.namespace);
    if (!rendered.ok) return { success: false, message: rendered.message, yaml: blocks.join('\n') };
    const body = rendered.objects.map((object) => toYaml(object)).join('---\n');
    blocks.push(`---\n# Application(${name}) -- Component(${component.name}) \n---\n\n${body}`);
  }
  return { success: true, yaml: blocks.join('\n') };
}
