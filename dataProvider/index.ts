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
  QueryFunctionContext,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { silentIfShownByPage } from './errorShownByPage';
import type { Http, HttpResponse } from './httpClient';
import { enc, isObject, resourceReads, withQuery, type Read } from './reads';
import { withoutId, type RecordData } from './requestBodies';
import type { ResourceConfig, ResourceTable, WriteOperation } from './resourceMap';
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

export function createDataProvider({
  http,
  apiUrl = '/api/v1',
  resources,
  answered,
}: DataProviderOptions): VelaDataProvider {
  const { resourceConfig, collectionPath, toRecord, allRecordsRead, listRead, oneRead } = resourceReads(
    apiUrl,
    resources,
  );

  function assertWritable(resource: string, config: ResourceConfig, operation: WriteOperation): void {
    if (!config.writes?.includes(operation)) throw new Error(`${resource} does not support ${operation}`);
  }

  /** Sends a read; `meta` marking the error as shown by the page makes its failure silent. */
  async function send<T>({ path, result }: Read<T>, signal?: AbortSignal, meta?: unknown): Promise<T> {
    return result((await http(path, { signal, ...silentIfShownByPage(meta) })).json);
  }

  // Async, so that a read the provider cannot make (an unknown resource, a scope missing) rejects.
  const getList = async <R extends RaRecord>(
    resource: string,
    params: GetListParams & QueryFunctionContext,
  ): Promise<GetListResult<R>> => send(listRead<R>(resource, params), params.signal, params.meta);

  const getOne = async <R extends RaRecord>(
    resource: string,
    params: GetOneParams & QueryFunctionContext,
  ) => ({
    data: await send(oneRead<R>(resource, params), params.signal, params.meta),
  });

  /**
   * The answer of a getList (its result) or a getOne (its record, as react-admin's query holds it) when
   * its read is already answered (`answered`: the reads started before the console's code loaded), else
   * undefined: the console's query client starts a query with it, so a page is drawn with its data at
   * once instead of waiting a render for an answer that is already in (issue 35).
   */
  function answerNow(resource: string, method: string, params: unknown): unknown {
    if (!answered || !Object.hasOwn(resources, resource) || !isObject(params)) return undefined;
    try {
      const read =
        method === 'getList'
          ? listRead(resource, params as GetListParams)
          : method === 'getOne'
            ? oneRead(resource, params as unknown as GetOneParams)
            : undefined;
      const response = read && answered(read.path);
      return response && read.result(response.json);
    } catch {
      // A read this provider cannot make (a scope missing from meta) or a record the answer lacks: the
      // query asks, and reports it.
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
    const records = await send(allRecordsRead<R>(resource, params), params.signal, params.meta);
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
