import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  QueryFunctionContext,
  RaRecord,
  SortPayload,
  UpdateManyParams,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { statusError } from './apiError';
import { silentIfShownByPage } from './errorShownByPage';
import type { Http, HttpResponse } from './httpClient';
import { filterRows, pageRows, serverCanPage, sortRows } from './listing';
import { fillPathParams, scopeValue, type ParentScope } from './pathParams';
import { withoutId, type RecordData } from './requestBodies';
import type { ResourceConfig, ResourceTable, SortOrder, WriteOperation } from './resourceMap';
import { velaVerbs, type VelaDataMethods } from './verbs';

export type { VelaDataMethods };

export type VelaDataProvider = DataProvider &
  VelaDataMethods & {
    /** A getList's or getOne's answer at once, when its read is already in; see createDataProvider. */
    answerNow: (resource: string, method: string, params: unknown) => unknown;
  };

export interface DataProviderOptions {
  http: Http;
  apiUrl?: string;
  /** Every resource the provider serves (the console composes it: src/registry/dataResources.ts). */
  resources: ResourceTable;
  /** A GET's answer when it is already in (earlyReads' answeredNow), for `answerNow`. */
  answered?: (path: string) => HttpResponse | undefined;
}

const enc = encodeURIComponent;

function isObject(value: unknown): value is RecordData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

export function createDataProvider({
  http,
  apiUrl = '/api/v1',
  resources,
  answered,
}: DataProviderOptions): VelaDataProvider {
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

  function assertWritable(resource: string, config: ResourceConfig, operation: WriteOperation): void {
    if (!config.writes?.includes(operation)) throw new Error(`${resource} does not support ${operation}`);
  }

  /** A GET; `meta` marking the error as shown by the page makes its failure silent. */
  async function getJson(path: string, signal?: AbortSignal, meta?: unknown): Promise<unknown> {
    return (await http(path, { signal, ...silentIfShownByPage(meta) })).json;
  }

  function allRecordsPath(resource: string, config: ResourceConfig, scope: ParentScope): string {
    return withQuery(collectionPath(resource, config, scope), scopeQuery(resource, config, scope));
  }

  function allRecordsOf<R extends RaRecord>(json: unknown, config: ResourceConfig): R[] {
    return listRows(json, config).map((row) => toRecord<R>(config, row));
  }

  async function allRecords<R extends RaRecord>(
    resource: string,
    config: ResourceConfig,
    params: ParentScope & QueryFunctionContext,
  ): Promise<R[]> {
    const json = await getJson(allRecordsPath(resource, config, params), params.signal, params.meta);
    return allRecordsOf<R>(json, config);
  }

  /** What a getList asks the server, and what it needs to make its answer the list's page. */
  function listRequest(resource: string, params: GetListParams) {
    const config = resourceConfig(resource);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const query = { ...scopeQuery(resource, config, params), ...filterQuery(config, params.filter) };
    const serverPages =
      config.serverOrder !== undefined &&
      serverCanPage(perPage) &&
      keepsServerOrder(config.serverOrder, params.sort);
    if (serverPages) Object.assign(query, { page: String(page), pageSize: String(perPage) });
    return {
      config,
      page,
      perPage,
      serverPages,
      path: withQuery(collectionPath(resource, config, params), query),
    };
  }

  function listResult<R extends RaRecord>(
    json: unknown,
    { config, page, perPage, serverPages }: ReturnType<typeof listRequest>,
    params: GetListParams,
  ): GetListResult<R> {
    const records = allRecordsOf<R>(json, config);
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
  }

  async function getList<R extends RaRecord>(
    resource: string,
    params: GetListParams & QueryFunctionContext,
  ): Promise<GetListResult<R>> {
    const request = listRequest(resource, params);
    return listResult<R>(await getJson(request.path, params.signal, params.meta), request, params);
  }

  function detailPath(resource: string, config: ResourceConfig, params: GetOneParams): string {
    return withQuery(`${collectionPath(resource, config, params)}/${enc(String(params.id))}`, {
      ...scopeQuery(resource, config, params),
      ...config.detailQuery?.(isObject(params.meta) ? params.meta : {}),
    });
  }

  const recordWithId = <R extends RaRecord>(records: R[], id: Identifier) =>
    records.find((record) => String(record.id) === String(id));

  async function getOne<R extends RaRecord>(resource: string, params: GetOneParams & QueryFunctionContext) {
    const config = resourceConfig(resource);
    if (config.hasDetail) {
      const row = detailRow(await getJson(detailPath(resource, config, params), params.signal, params.meta));
      if (row === undefined) throw statusError(404);
      return { data: toRecord<R>(config, row) };
    }
    const found = recordWithId(await allRecords<R>(resource, config, params), params.id);
    if (!found) throw statusError(404);
    return { data: found };
  }

  /**
   * The answer of a getList (its result) or a getOne (its record, as react-admin's query holds it) when
   * its read is already answered (`answered`: the reads started before the console's code loaded), else
   * undefined: the console's query client starts a query with it, so a page is drawn with its data at
   * once instead of waiting a render for an answer that is already in (issue 35).
   */
  function answerNow(resource: string, method: string, params: unknown): unknown {
    if (!answered || !Object.hasOwn(resources, resource) || !isObject(params)) return undefined;
    try {
      if (method === 'getList') {
        const request = listRequest(resource, params as GetListParams);
        const response = answered(request.path);
        return response && listResult(response.json, request, params as GetListParams);
      }
      if (method !== 'getOne') return undefined;
      const config = resourceConfig(resource);
      const one = params as unknown as GetOneParams;
      if (config.hasDetail) {
        const response = answered(detailPath(resource, config, one));
        const row = response && detailRow(response.json);
        return row === undefined ? undefined : toRecord(config, row);
      }
      const response = answered(allRecordsPath(resource, config, one));
      return response && recordWithId(allRecordsOf(response.json, config), one.id);
    } catch {
      // A read this provider cannot make (a scope missing from meta): the query asks and reports it.
      return undefined;
    }
  }

  async function getMany<R extends RaRecord>(resource: string, params: GetManyParams & QueryFunctionContext) {
    const config = resourceConfig(resource);
    if (config.hasDetail) {
      const results = await Promise.all(
        params.ids.map((id) => getOne<R>(resource, { id, meta: params.meta, signal: params.signal })),
      );
      return { data: results.map((result) => result.data) };
    }
    const wanted = new Set(params.ids.map(String));
    const records = await allRecords<R>(resource, config, params);
    return { data: records.filter((record) => wanted.has(String(record.id))) };
  }

  async function create<R extends RaRecord>(
    resource: string,
    params: CreateParams,
  ): Promise<CreateResult<R>> {
    const config = resourceConfig(resource);
    assertWritable(resource, config, 'create');
    const data = (params.data ?? {}) as RecordData;
    const body = (config.createBody ?? withoutId)(data);
    const path = withQuery(collectionPath(resource, config, params), config.createQuery?.(data) ?? {});
    const { json } = await http(path, {
      method: 'POST',
      body,
      ...silentIfShownByPage(params.meta),
    });
    return { data: toRecord<R>(config, { ...data, ...(isObject(json) ? json : {}) }) };
  }

  async function update<R extends RaRecord>(
    resource: string,
    params: UpdateParams,
  ): Promise<UpdateResult<R>> {
    const config = resourceConfig(resource);
    assertWritable(resource, config, 'update');
    const data = params.data as RecordData;
    const previousData = params.previousData as RecordData | undefined;
    const body = config.updateBody ? config.updateBody(data, previousData) : withoutId(data);
    const path = `${collectionPath(resource, config, params)}/${enc(String(params.id))}`;
    const { json } = await http(path, {
      method: 'PUT',
      body,
      ...silentIfShownByPage(params.meta),
    });
    const merged = { ...previousData, ...data, ...(isObject(json) ? json : {}) };
    return { data: { ...merged, id: params.id } as R };
  }

  async function remove<R extends RaRecord>(
    resource: string,
    params: DeleteParams<R>,
  ): Promise<DeleteResult<R>> {
    const config = resourceConfig(resource);
    assertWritable(resource, config, 'delete');
    await http(`${collectionPath(resource, config, params)}/${enc(String(params.id))}`, { method: 'DELETE' });
    return { data: params.previousData ?? ({ id: params.id } as R) };
  }

  return {
    supportAbortSignal: true,
    answerNow,
    getList,
    getOne,
    getMany,
    getManyReference: (resource: string, params: GetManyReferenceParams & QueryFunctionContext) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create,
    update,
    updateMany: async (resource: string, params: UpdateManyParams) => {
      await Promise.all(params.ids.map((id) => update(resource, { ...params, id, previousData: undefined })));
      return { data: params.ids };
    },
    delete: remove,
    deleteMany: async (resource: string, params: DeleteManyParams) => {
      await Promise.all(params.ids.map((id) => remove(resource, { id, meta: params.meta })));
      return { data: params.ids };
    },

    ...velaVerbs({ http, apiUrl }),
  };
}
