/**
 * Pipeline contexts (facts §6): named lists of key/value pairs a run can start with, kept in one
 * record per pipeline. A value whose key names a secret (TOKEN, PASSWORD, API_KEY, …) is answered
 * hidden, but to who may update the contexts and asks for it.
 */
import { HIDDEN_VALUE, isHiddenValue, isSecretKey } from '../../../authProvider/secretValues';
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { scopedKey } from '../../store/records';
import type { ContextValue } from '../../store/pipelineRecords';

export type PipelineContext = Schemas['v1.Context'];

function contextRecord(ctx: ServiceContext, project: string, pipeline: string) {
  return ctx.store.get('pipelineContext', scopedKey(project, pipeline));
}

/** Each pipeline gets its (empty) context record when it is created. */
export function initContexts(ctx: ServiceContext, project: string, pipeline: string): void {
  if (contextRecord(ctx, project, pipeline)) throw new BusinessError(17002);
  ctx.store.insert('pipelineContext', scopedKey(project, pipeline), { project, pipeline, contexts: {} });
}

export function deleteContexts(ctx: ServiceContext, project: string, pipeline: string): void {
  ctx.store.delete('pipelineContext', scopedKey(project, pipeline));
}

function contextsOf(ctx: ServiceContext, project: string, pipeline: string): Record<string, ContextValue[]> {
  return contextRecord(ctx, project, pipeline)?.contexts ?? {};
}

function saveContexts(
  ctx: ServiceContext,
  project: string,
  pipeline: string,
  contexts: Record<string, ContextValue[]>,
): void {
  const key = scopedKey(project, pipeline);
  if (ctx.store.get('pipelineContext', key))
    ctx.store.update('pipelineContext', key, { project, pipeline, contexts });
  else ctx.store.insert('pipelineContext', key, { project, pipeline, contexts });
}

/** The values of a context, or undefined when it does not exist (any more). */
export function findContextValues(
  ctx: ServiceContext,
  project: string,
  pipeline: string,
  name: string,
): ContextValue[] | undefined {
  return contextsOf(ctx, project, pipeline)[name];
}

export function requireContextValues(
  ctx: ServiceContext,
  project: string,
  pipeline: string,
  name: string,
): ContextValue[] {
  const values = findContextValues(ctx, project, pipeline, name);
  if (!values) throw new BusinessError(17001);
  return values;
}

/** The values with each secret hidden (an empty one hides nothing). */
export function hideContextSecrets(values: ContextValue[]): ContextValue[] {
  return values.map((item) =>
    item.value && isSecretKey(item.key) ? { ...item, value: HIDDEN_VALUE } : item,
  );
}

/**
 * The values of a write with each hidden secret sent back replaced by the value stored under its key;
 * one with nothing stored (a new context, a renamed key) is refused, so the mask is never stored.
 */
function keepStoredSecrets(values: ContextValue[], stored: ContextValue[]): ContextValue[] {
  return values.map((item) => {
    if (!isHiddenValue(item.value) || !isSecretKey(item.key)) return item;
    const kept = stored.find((candidate) => candidate.key === item.key);
    if (kept) return { ...item, value: kept.value };
    throw new BusinessError(400, `the value of ${item.key} is hidden: type the secret itself`);
  });
}

/** `reveal`, granted by the route to who may update the contexts, shows the secrets in clear. */
export function listContexts(
  ctx: ServiceContext,
  project: string,
  pipeline: string,
  reveal = false,
): Schemas['v1.ListContextValueResponse'] {
  const stored = contextsOf(ctx, project, pipeline);
  const contexts = reveal
    ? stored
    : Object.fromEntries(Object.entries(stored).map(([name, values]) => [name, hideContextSecrets(values)]));
  return { total: Object.keys(contexts).length, contexts };
}

export function createContext(
  ctx: ServiceContext,
  project: string,
  pipeline: string,
  input: PipelineContext,
): PipelineContext {
  if (!input.name) throw new BusinessError(400, 'the context name is required');
  const contexts = contextsOf(ctx, project, pipeline);
  if (contexts[input.name]) throw new BusinessError(17002);
  const values = keepStoredSecrets(input.values, []);
  saveContexts(ctx, project, pipeline, { ...contexts, [input.name]: values });
  return { name: input.name, values: hideContextSecrets(values) };
}

export function updateContext(
  ctx: ServiceContext,
  project: string,
  pipeline: string,
  name: string,
  values: ContextValue[],
): PipelineContext {
  const contexts = contextsOf(ctx, project, pipeline);
  const stored = contexts[name];
  if (!stored) throw new BusinessError(17001);
  const kept = keepStoredSecrets(values, stored);
  saveContexts(ctx, project, pipeline, { ...contexts, [name]: kept });
  return { name, values: hideContextSecrets(kept) };
}

export function deleteContext(
  ctx: ServiceContext,
  project: string,
  pipeline: string,
  name: string,
): { name: string } {
  const contexts = contextsOf(ctx, project, pipeline);
  if (!contexts[name]) throw new BusinessError(17001);
  const rest = Object.fromEntries(Object.entries(contexts).filter(([key]) => key !== name));
  saveContexts(ctx, project, pipeline, rest);
  return { name };
}

export function contextObject(values: ContextValue[]): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value.key, value.value]));
}
