/**
 * What a VelaQL view is called with: the statement's typed parameters and what the caller may read.
 */
import type { ServiceContext } from '../../context';

export type QueryValue = string | number | boolean;
export type ViewParams = Record<string, QueryValue>;

/** What a caller may see (services/velaql/scope.ts decides it from their permissions). */
export interface ReadScope {
  readsApp(name: string): boolean;
  readsProject(name: string): boolean;
  /** Namespaces no project owns (built-in, created on the cluster) need a cluster reader. */
  readsCluster(name: string): boolean;
}

export type View = (ctx: ServiceContext, params: ViewParams, scope: ReadScope) => unknown;

export function stringParam(params: ViewParams, key: string): string {
  const value = params[key];
  return value === undefined ? '' : String(value);
}

export function numberParam(params: ViewParams, key: string): number | undefined {
  const value = params[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

export function booleanParam(params: ViewParams, key: string): boolean {
  return params[key] === true || params[key] === 'true';
}
