import type {
  GetListParams,
  GetListResult,
  GetOneParams,
  Identifier,
  RaRecord,
  SortPayload,
} from 'react-admin';
import { statusError } from './apiError';
import { filterRows, pageRows, serverCanPage, sortRows } from './listing';
import { fillPathParams, scopeValue, type ParentScope } from './pathParams';
import type { RecordData } from './requestBodies';
import type { ResourceConfig, ResourceTable, SortOrder } from './resourceMap';

/**
 * A read of the resource table, apart from sending it: the GET's path, and what the provider makes of its
 * answer (throwing as the read would, e.g. 404 for a record the answer lacks). The data provider sends it;
 * its answerNow makes the same result from an answer already in.
 */
export interface Read<T> {
  path: string;
  result: (json: unknown) => T;
}

export const enc = encodeURIComponent;

export function isObject(value: unknown): value is RecordData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function listRows(json: unknown, config: ResourceConfig): unknown[] {
  const list = config.listKey ? (isObject(json) ? json[config.listKey] : undefined) : json;
  // Go nil slices arrive as null.
  return Array.isArray(list) ? list : [];
}

/** The contract declares some details (a config) as a one-item list; the real server sends the object. */
function detailRow(json: unknown): unknown {
  return Array.isArray(json) ? (json as unknown[])[0] : json;
}

function totalOf(json: unknown): number | undefined {
  return isObject(json) && typeof json.total === 'number' ? json.total : undefined;
}

/** react-admin's implicit default sort (`id`) and the server's own order need no client sorting. */
function keepsServerOrder(serverOrder: SortOrder, sort?: SortPayload): boolean {
  if (!sort?.field || sort.field === 'id') return true;
  return sort.field === serverOrder.field && sort.order === serverOrder.order;
}

function filterQuery(config: ResourceConfig, filter: unknown): Record<string, string> {
  const query: Record<string, string> = {};
  if (!isObject(filter)) return query;
  for (const [filterName, param] of Object.entries(config.filters ?? {})) {
    const value = filter[filterName];
    if (value !== undefined && value !== null && value !== '') query[param] = String(value);
  }
  return query;
}

function scopeQuery(resource: string, config: ResourceConfig, scope: ParentScope): Record<string, string> {
  const query: Record<string, string> = {};
  for (const param of config.scopeParams ?? []) {
    const value = scopeValue(scope, param);
    if (typeof value !== 'string' || !value) throw new Error(`${resource} needs meta.${param}`);
    query[param] = value;
  }
  return query;
}

/** The resource table's paths, records and reads under `apiUrl`. */
export function resourceReads(apiUrl: string, resources: ResourceTable) {
  function resourceConfig(resource: string): ResourceConfig {
    if (Object.hasOwn(resources, resource)) return resources[resource];
    throw new Error(`Unknown resource "${resource}"`);
  }

  function collectionPath(resource: string, config: ResourceConfig, scope: ParentScope): string {
    return `${apiUrl}${fillPathParams(resource, config.path, scope)}`;
  }

  function toRecord<R extends RaRecord>(config: ResourceConfig, row: unknown): R {
    const data = isObject(row) ? row : {};
    const id = config.idOf ? config.idOf(data) : (data[config.idField ?? 'name'] as Identifier);
    return { ...data, id } as R;
  }

  /** Every record of a collection in one answer. */
  function allRecordsRead<R extends RaRecord>(resource: string, scope: ParentScope): Read<R[]> {
    const config = resourceConfig(resource);
    return {
      path: withQuery(collectionPath(resource, config, scope), scopeQuery(resource, config, scope)),
      result: (json) => listRows(json, config).map((row) => toRecord<R>(config, row)),
    };
  }

  function listRead<R extends RaRecord>(resource: string, params: GetListParams): Read<GetListResult<R>> {
    const config = resourceConfig(resource);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const query = { ...scopeQuery(resource, config, params), ...filterQuery(config, params.filter) };
    const serverPages =
      config.serverOrder !== undefined &&
      serverCanPage(perPage) &&
      keepsServerOrder(config.serverOrder, params.sort);
    if (serverPages) Object.assign(query, { page: String(page), pageSize: String(perPage) });
    const result = (json: unknown): GetListResult<R> => {
      const records = listRows(json, config).map((row) => toRecord<R>(config, row));
      if (serverPages) {
        const total = totalOf(json);
        if (total !== undefined) return { data: records, total };
        return {
          data: records,
          pageInfo: { hasPreviousPage: page > 1, hasNextPage: records.length === perPage },
        };
      }
      // Unpaged on the server (or a page size it would clamp): page 0 returned everything.
      const filter = isObject(params.filter) ? params.filter : undefined;
      const sorted = sortRows(filterRows(records, config.localFilters, filter), params.sort);
      return { data: pageRows(sorted, page, perPage), total: sorted.length };
    };
    return { path: withQuery(collectionPath(resource, config, params), query), result };
  }

  /** A record: its detail where the server has one, else found in the collection. */
  function oneRead<R extends RaRecord>(resource: string, params: GetOneParams): Read<R> {
    const config = resourceConfig(resource);
    if (config.hasDetail) {
      const path = withQuery(`${collectionPath(resource, config, params)}/${enc(String(params.id))}`, {
        ...scopeQuery(resource, config, params),
        ...config.detailQuery?.(isObject(params.meta) ? params.meta : {}),
      });
      const result = (json: unknown) => {
        const row = detailRow(json);
        if (row === undefined) throw statusError(404);
        return toRecord<R>(config, row);
      };
      return { path, result };
    }
    const all = allRecordsRead<R>(resource, params);
    const result = (json: unknown) => {
      const found = all.result(json).find((record) => String(record.id) === String(params.id));
      if (!found) throw statusError(404);
      return found;
    };
    return { path: all.path, result };
  }

  return { resourceConfig, collectionPath, toRecord, allRecordsRead, listRead, oneRead };
}
