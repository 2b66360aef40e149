/**
 * Runs a VelaQL statement against the simulated platform: 60001 when it does not parse, 60002 for an
 * unknown view or export path, 60003 when the exported value is not an object.
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { velaqlViews } from '../../runtime/velaql/views';
import type { ReadScope } from '../../runtime/velaql/viewInput';
import { parseVelaQL } from './parse';

function exported(status: unknown, path: string): unknown {
  const [root, ...rest] = path.split('.');
  if (root !== 'status') throw new BusinessError(60002, `view query failed: field "${root}" not found`);
  return rest.reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null || !(key in value)) {
      throw new BusinessError(60002, `view query failed: field "${path}" not found`);
    }
    return (value as Record<string, unknown>)[key];
  }, status);
}

/** Every view sees only what `scope` lets the caller read. */
export function runVelaQL(ctx: ServiceContext, statement: string, scope: ReadScope): Record<string, unknown> {
  const query = parseVelaQL(statement);
  const view = velaqlViews.get(query.view);
  if (!view) throw new BusinessError(60002, `view query failed: view ${query.view} not found`);
  const value = exported(view(ctx, query.params, scope), query.exportPath);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BusinessError(60003);
  return value as Record<string, unknown>;
}
