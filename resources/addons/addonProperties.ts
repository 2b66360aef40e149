/** How an addon's parameters are shown (the UI schema the server sends, adjusted as VelaUX does). */
import type { UIParam } from '@schemas/types';

const SECRET_KEYS = ['SECRET_KEY', 'ACCESS_KEY'];

/**
 * The parameters to draw: without `clusters` when the addon deploys to runtime clusters (the cluster
 * checkboxes set it), and with cloud keys as passwords.
 */
export function formParams(uiSchema: readonly UIParam[], runtimeCluster: boolean): UIParam[] {
  return uiSchema
    .filter((param) => !(runtimeCluster && param.jsonKey === 'clusters'))
    .map((param) =>
      SECRET_KEYS.some((key) => param.jsonKey.includes(key)) ? { ...param, uiType: 'Password' } : param,
    );
}

/** The arguments the addon was enabled with, without the clusters the checkboxes hold. */
export function enabledArgs(args: unknown, runtimeCluster: boolean): Record<string, unknown> {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return {};
  const { clusters, ...rest } = args as Record<string, unknown>;
  return runtimeCluster ? rest : { ...rest, ...(clusters === undefined ? {} : { clusters }) };
}
