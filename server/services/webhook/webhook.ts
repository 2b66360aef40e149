/**
 * `POST /api/v1/webhook/{token}`: a trigger's token starts a deploy (custom `execute`, or a registry
 * announcing a pushed image), or approves, terminates or rolls back the trigger workflow's run.
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { recordBase, syncRuns } from '../../runtime/runs';
import type { CodeInfo, Properties } from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import {
  resumeWorkflowRecord,
  rollbackWorkflowRecord,
  terminateWorkflowRecord,
} from '../workflows/recordActions';
import { deployApplication, type DeployResponse } from '../applications/deploy';
import { componentsOf } from '../applications/lookups';
import { isPlainObject } from '../../runtime/specObjects';
import { deepMerge } from '../applications/properties';
import { toRevisionBase } from '../applications/revisions';
import { payloadKind, pushedImage, type PayloadKind } from './webhookPayloads';

export interface WebhookRequest {
  token: string;
  body: unknown;
  jfrogUrl: string;
}

function newestRecord(
  ctx: ServiceContext,
  trigger: Stored<'appTrigger'>,
  status?: string,
): Stored<'workflowRecord'> | undefined {
  syncRuns(ctx, trigger.app);
  return ctx.store
    .list('workflowRecord', { where: { app: trigger.app, workflowName: trigger.workflowName } })
    .filter((record) => !status || record.status === status)
    .sort((a, b) => a.startTime.localeCompare(b.startTime))
    .at(-1);
}

/**
 * The real server answers these actions with the bare record; the contract declares a deploy answer,
 * so the sandbox answers the record's revision with the record inside.
 */
function recordAnswer(ctx: ServiceContext, record: Stored<'workflowRecord'> | undefined): DeployResponse {
  if (!record) throw new BusinessError(400, 'no running records');
  const revision = ctx.store.get('appRevision', scopedKey(record.app, record.revision));
  if (!revision) throw new BusinessError(10018);
  return { ...toRevisionBase(ctx, revision), record: recordBase(record) };
}

function patchComponents(ctx: ServiceContext, app: string, upgrade: Record<string, unknown>): void {
  for (const [name, patch] of Object.entries(upgrade)) {
    const key = scopedKey(app, name);
    const component = ctx.store.get('appComponent', key);
    if (!component || !isPlainObject(patch)) continue;
    ctx.store.update('appComponent', key, {
      ...component,
      properties: deepMerge(component.properties, patch as Properties),
    });
  }
}

function custom(ctx: ServiceContext, trigger: Stored<'appTrigger'>, body: unknown): DeployResponse {
  if (!isPlainObject(body)) throw new BusinessError(10023);
  const action = typeof body.action === 'string' ? body.action : '';
  const step = typeof body.step === 'string' ? body.step : '';
  const { app, workflowName } = trigger;
  if (action === '' || action === 'execute') {
    if (body.upgrade !== undefined && !isPlainObject(body.upgrade)) throw new BusinessError(10023);
    patchComponents(ctx, app, (body.upgrade ?? {}) as Record<string, unknown>);
    const codeInfo = isPlainObject(body.codeInfo) ? (body.codeInfo as CodeInfo) : undefined;
    const note = 'triggered by webhook custom';
    return deployApplication(
      ctx,
      app,
      { workflowName, note, triggerType: 'webhook', force: true, codeInfo },
      '',
    );
  }
  if (action === 'approve') {
    resumeWorkflowRecord(ctx, app, workflowName, step);
    return recordAnswer(ctx, newestRecord(ctx, trigger));
  }
  if (action === 'terminate') {
    terminateWorkflowRecord(ctx, app, workflowName);
    return recordAnswer(ctx, newestRecord(ctx, trigger));
  }
  if (action === 'rollback') {
    const suspended = newestRecord(ctx, trigger, 'suspending');
    if (!suspended) throw new BusinessError(400, 'no running records');
    rollbackWorkflowRecord(ctx, app, workflowName, suspended.name, '');
    return recordAnswer(ctx, newestRecord(ctx, trigger));
  }
  throw new BusinessError(10023);
}

function imagePush(
  ctx: ServiceContext,
  trigger: Stored<'appTrigger'>,
  kind: PayloadKind,
  request: WebhookRequest,
): DeployResponse {
  const pushed = pushedImage(kind, request.body, trigger.registry, request.jfrogUrl);
  const components = componentsOf(ctx, trigger.app);
  const target = components.find((c) => c.name === trigger.componentName) ?? components[0];
  if (target) {
    ctx.store.update('appComponent', scopedKey(trigger.app, target.name), {
      ...target,
      properties: { ...target.properties, image: pushed.image },
    });
  }
  const note = `triggered by webhook ${kind}`;
  const input = {
    workflowName: trigger.workflowName,
    note,
    triggerType: 'webhook',
    force: true,
    imageInfo: pushed.info,
  };
  return deployApplication(ctx, trigger.app, input, '');
}

export function handleWebhook(ctx: ServiceContext, request: WebhookRequest): DeployResponse {
  const trigger = ctx.store.get('appTrigger', request.token);
  if (!trigger) throw new BusinessError(10021);
  if (!ctx.store.get('application', trigger.app)) throw new BusinessError(10012);
  const kind = payloadKind(trigger.payloadType);
  if (!kind) throw new BusinessError(10022);
  return ctx.store.transaction(() =>
    kind === 'custom' ? custom(ctx, trigger, request.body) : imagePush(ctx, trigger, kind, request),
  );
}
