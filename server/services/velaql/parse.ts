/**
 * VelaQL statements: `<view>{<key>=<value>, …}[.<export path>]` (facts §7). The parameter block is
 * required and may not be empty; values are typed (integers, booleans, floats, else strings with
 * surrounding quotes removed); the export path defaults to `status`.
 */
import { BusinessError } from '../../errors';
import type { QueryValue } from '../../runtime/velaql/viewInput';

export interface VelaQuery {
  view: string;
  params: Record<string, QueryValue>;
  exportPath: string;
}

const statementPattern = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\{(.*)\}(?:\.([A-Za-z0-9_.-]+))?$/s;

function unparsable(detail: string): BusinessError {
  return new BusinessError(60001, `fail to parse the velaQL: ${detail}`);
}

function typed(raw: string): QueryValue {
  if (/^-?\d+$/.test(raw)) return Number(raw);
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^-?\d*\.\d+$/.test(raw)) return Number(raw);
  return raw.replace(/^"(.*)"$/s, '$1');
}

export function parseVelaQL(statement: string): VelaQuery {
  const match = statementPattern.exec(statement.trim());
  if (!match) throw unparsable(`"${statement}" is not <view>{<key>=<value>}[.<export>]`);
  const [, view, block, exportPath] = match;
  if (block.trim() === '') throw unparsable('the parameter block is empty');
  const params: Record<string, QueryValue> = {};
  for (const pair of block.split(',')) {
    const at = pair.indexOf('=');
    const key = (at < 0 ? pair : pair.slice(0, at)).trim();
    const value = at < 0 ? '' : pair.slice(at + 1).trim();
    if (!key || !value) throw unparsable(`"${pair.trim()}" is not <key>=<value>`);
    params[key] = typed(value);
  }
  return { view, params, exportPath: exportPath ?? 'status' };
}
