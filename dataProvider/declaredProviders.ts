/**
 * The data provider of the running console: the VelaUX one for /api/v1, and react-admin's simple REST
 * provider (`ra-data-simple-rest`) for the declared resources under /extensions, joined by
 * `combineDataProviders`. Both send their requests through the one HTTP client (token, refresh, errors).
 */
import type { ResourceDeclaration } from './declared/declaration';
import { combineDataProviders, type DataProvider, type fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { silentIfShownByPage } from './errorShownByPage';
import { EXTENSIONS_ROOT } from './declared/extensionPaths';
import type { Http } from './httpClient';
import type { VelaDataProvider } from './index';

/** The HTTP client in the shape of react-admin's `fetchJson`, which the simple REST provider calls. */
function asFetchJson(http: Http, { silent }: { silent?: true }) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    const body = typeof options.body === 'string' ? (JSON.parse(options.body) as unknown) : undefined;
    // The client sends every body as JSON, so it alone names the content type (simple REST's
    // DELETE asks for text/plain).
    const headers = Object.fromEntries(
      [...new Headers(options.headers as HeadersInit).entries()].filter(([name]) => name !== 'content-type'),
    );
    const response = await http(url, {
      method: options.method,
      body,
      headers,
      signal: options.signal ?? undefined,
      silent,
    });
    return { status: response.status, headers: response.headers, body: '', json: response.json as never };
  };
}

const STANDARD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/**
 * The simple REST provider twice over: the quiet one for calls whose failure the page shows itself
 * (`ERROR_SHOWN_BY_PAGE` in their meta), so the API error toaster does not repeat it.
 */
interface SimpleRest {
  loud: DataProvider;
  quiet: DataProvider;
}

const forCall = (simpleRest: SimpleRest, params: { meta?: unknown }) =>
  silentIfShownByPage(params.meta).silent ? simpleRest.quiet : simpleRest.loud;

/** A provider whose requests go to the declared path (`/release-notes`) instead of the resource's name. */
function atDeclaredPath(simpleRest: SimpleRest, declaration: ResourceDeclaration): DataProvider {
  const segment = declaration.path.replace(/^\//, '');
  const idField = declaration.idField ?? 'name';
  const withId = (data: unknown) =>
    typeof data === 'object' && data !== null
      ? { ...data, id: (data as Record<string, unknown>)[idField] }
      : data;
  const at = (params: { meta?: unknown }) => forCall(simpleRest, params);
  return {
    ...simpleRest.loud,
    getList: async (_resource, params) => {
      const result = await at(params).getList(segment, params);
      return { ...result, data: result.data.map(withId) };
    },
    getOne: async (_resource, params) => ({ data: withId((await at(params).getOne(segment, params)).data) }),
    getMany: async (_resource, params) => {
      const result = await at(params).getMany(segment, params);
      return { data: result.data.map(withId) };
    },
    getManyReference: (_resource, params) => at(params).getManyReference(segment, params),
    create: async (_resource, params) => ({ data: withId((await at(params).create(segment, params)).data) }),
    update: async (_resource, params) => ({ data: withId((await at(params).update(segment, params)).data) }),
    updateMany: (_resource, params) => at(params).updateMany(segment, params),
    delete: async (_resource, params) => ({ data: withId((await at(params).delete(segment, params)).data) }),
    deleteMany: (_resource, params) => at(params).deleteMany(segment, params),
  } as DataProvider;
}

export interface DeclaredResourcesOptions {
  /** The console's declared resources under /extensions. */
  declarations: readonly ResourceDeclaration[];
  /** The resources the VelaUX provider serves, which no contributed declaration takes. */
  velaResources: readonly string[];
  /** A declaration contributed at run time (an enabled plugin's), by its name. */
  contributed: (name: string) => ResourceDeclaration | undefined;
}

/**
 * The VelaUX provider with the declared simple REST resources beside it, and those enabled plugins
 * contribute for names the console does not use.
 */
export function withDeclaredResources(
  vela: VelaDataProvider,
  http: Http,
  { declarations, velaResources, contributed }: DeclaredResourcesOptions,
): VelaDataProvider {
  const simpleRest: SimpleRest = {
    loud: simpleRestProvider(EXTENSIONS_ROOT, asFetchJson(http, {})),
    quiet: simpleRestProvider(EXTENSIONS_ROOT, asFetchJson(http, { silent: true })),
  };
  const byName = new Map(
    declarations.map((declaration) => [declaration.name, atDeclaredPath(simpleRest, declaration)]),
  );
  const served = new Set(velaResources);
  const providerOf = (resource: string): DataProvider => {
    const declared = byName.get(resource);
    if (declared || served.has(resource)) return declared ?? vela;
    const offered = contributed(resource);
    if (!offered) return vela;
    const provider = atDeclaredPath(simpleRest, offered);
    byName.set(resource, provider);
    return provider;
  };
  const combined = combineDataProviders(providerOf);
  const routed = Object.fromEntries(STANDARD_METHODS.map((method) => [method, combined[method]]));
  const answerNow: VelaDataProvider['answerNow'] = (resource, method, params) =>
    providerOf(resource) === vela ? vela.answerNow(resource, method, params) : undefined;
  return { ...vela, ...routed, answerNow } as VelaDataProvider;
}
