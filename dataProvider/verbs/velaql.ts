import type { VerbContext } from './context';

export type VelaqlParams = Record<string, string | number | boolean | undefined>;

/**
 * A VelaQL statement, `<view>{key=value,…}.status` (facts §7): parameters left undefined or empty are
 * not sent, since the server refuses `key=` and an empty block.
 */
export function velaqlStatement(view: string, params: VelaqlParams): string {
  const pairs = Object.entries(params).flatMap(([key, value]) =>
    value === undefined || value === '' ? [] : [`${key}=${String(value)}`],
  );
  return `${view}{${pairs.join(',')}}.status`;
}

/** The address of `GET /query?velaql=…` for the view. */
export function viewPath(apiUrl: string, view: string, params: VelaqlParams): string {
  return `${apiUrl}/query?${new URLSearchParams({ velaql: velaqlStatement(view, params) }).toString()}`;
}

/** `GET /query?velaql=…`: the view's answer as the server sends it. */
export async function queryView(
  { http, apiUrl }: VerbContext,
  view: string,
  params: VelaqlParams,
  init?: Parameters<VerbContext['http']>[1],
): Promise<unknown> {
  return (await http(viewPath(apiUrl, view, params), init)).json;
}
