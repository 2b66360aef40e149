/**
 * Webhook triggers of an application, addressed by their token.
 */
import { randomInt } from 'node:crypto';
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { TriggerRecord } from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { checkAlias, checkName } from '../validation';
import { requireWorkflow } from './lookups';

export type TriggerBase = Schemas['v1.ApplicationTriggerBase'];
export type TriggerInput = Omit<TriggerRecord, 'app' | 'token'>;
export type TriggerUpdate = Omit<TriggerInput, 'name' | 'type'>;

const tokenAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newToken(ctx: ServiceContext): string {
  for (;;) {
    const token = Array.from({ length: 16 }, () => tokenAlphabet[randomInt(tokenAlphabet.length)]).join('');
    if (!ctx.store.get('appTrigger', token)) return token;
  }
}

function toTriggerBase(trigger: Stored<'appTrigger'>): TriggerBase {
  const { app: _app, ...base } = trigger;
  return base;
}

export function insertTrigger(ctx: ServiceContext, app: string, input: TriggerInput): Stored<'appTrigger'> {
  const token = newToken(ctx);
  return ctx.store.insert('appTrigger', token, { ...input, app, token });
}

export function createTrigger(ctx: ServiceContext, app: string, input: TriggerInput): TriggerBase {
  checkName('CreateApplicationTriggerRequest', 'Name', input.name);
  checkAlias('CreateApplicationTriggerRequest', 'Alias', input.alias);
  requireWorkflow(ctx, app, input.workflowName);
  return toTriggerBase(insertTrigger(ctx, app, { ...input, type: input.type || 'webhook' }));
}

export function requireTrigger(ctx: ServiceContext, app: string, token: string): Stored<'appTrigger'> {
  const trigger = ctx.store.get('appTrigger', token);
  if (!trigger || trigger.app !== app) throw new BusinessError(10024);
  return trigger;
}

export function updateTrigger(
  ctx: ServiceContext,
  app: string,
  token: string,
  input: TriggerUpdate,
): TriggerBase {
  const trigger = requireTrigger(ctx, app, token);
  checkAlias('UpdateApplicationTriggerRequest', 'Alias', input.alias);
  requireWorkflow(ctx, app, input.workflowName);
  return toTriggerBase(ctx.store.update('appTrigger', token, { ...trigger, ...input }));
}

export function deleteTrigger(ctx: ServiceContext, app: string, token: string): void {
  requireTrigger(ctx, app, token);
  ctx.store.delete('appTrigger', token);
}

/** Newest first. */
export function listTriggers(ctx: ServiceContext, app: string): { triggers: TriggerBase[] } {
  return { triggers: ctx.store.list('appTrigger', { where: { app }, order: 'newest' }).map(toTriggerBase) };
}
