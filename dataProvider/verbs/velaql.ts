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

/** `GET /query?velaql=…`: the view's answer as the server sends it. */
export async function queryView(
  { http, apiUrl }: VerbContext,
  view: string,
  params: VelaqlParams,
  init?: Parameters<VerbContext['http']>[1],
): Promise<unknown> {
  const velaql = velaqlStatement(view, params);
  return (await http(`${apiUrl}/query?${new URLSearchParams({ velaql }).toString()}`, init)).json;
}
