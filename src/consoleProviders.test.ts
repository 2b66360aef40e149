/**
 * Declared simple REST resources go through ra-data-simple-rest, beside the VelaUX provider; every request
 * they make must be one their declaration allows (the browser journeys hold the console to the same rule).
 */
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { isDeclaredExtensionRequest } from '@dataProvider/declared/extensionPaths';
import { withDeclaredResources } from '@dataProvider/declaredProviders';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { Http } from '@dataProvider/httpClient';
import { createDataProvider } from '@dataProvider/index';
import releaseNotesFile from '@resources/declarations/releaseNotes.json';
import { features } from './features';
import { resourceTable, simpleRestDeclarations } from './registry/dataResources';

const releaseNotes = releaseNotesFile as ResourceDeclaration;
const resources = resourceTable(features);
const vela = (http: Http) => createDataProvider({ http, resources });
/** The console's data provider as src/consoleProviders.ts composes it, before any plugin contributes. */
const consoleProvider = (http: Http, velaProvider = vela(http)) =>
  withDeclaredResources(velaProvider, http, {
    declarations: simpleRestDeclarations(features),
    velaResources: Object.keys(resources),
    contributed: () => undefined,
  });

interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  silent?: boolean;
}

function recordingHttp() {
  const sent: Sent[] = [];
  const note = { id: '1.2.0', version: '1.2.0', title: 'Spring' };
  const http: Http = async (path, init = {}) => {
    sent.push({
      method: init.method ?? 'GET',
      path,
      headers: init.headers,
      body: init.body,
      silent: init.silent,
    });
    const isCollectionRead = (init.method ?? 'GET') === 'GET' && path.includes('?');
    return {
      status: 200,
      json: isCollectionRead ? [note] : path.startsWith('/api/v1') ? { roles: [] } : note,
      headers: new Headers({ 'Content-Range': 'release-notes 0-0/1' }),
    };
  };
  return { http, sent };
}

describe('the declared simple REST resources', () => {
  it('are read and written at their declared path, with the total from Content-Range', async () => {
    const { http, sent } = recordingHttp();
    const dp = consoleProvider(http);
    const list = await dp.getList('releaseNotes', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'title', order: 'ASC' },
      filter: { q: 'spring' },
    });
    expect(list).toEqual({ data: [expect.objectContaining({ id: '1.2.0' })], total: 1 });
    await dp.getOne('releaseNotes', { id: '1.2.0' });
    await dp.create('releaseNotes', { data: { version: '1.2.0', title: 'Spring' } });
    await dp.update('releaseNotes', {
      id: '1.2.0',
      data: { title: 'Summer' },
      previousData: { id: '1.2.0' },
    });
    await dp.delete('releaseNotes', { id: '1.2.0' });

    const [listed] = sent;
    const query = new URL(listed.path, 'http://console').searchParams;
    expect(query.get('sort')).toBe('["title","ASC"]');
    expect(query.get('range')).toBe('[5,9]');
    expect(query.get('filter')).toBe('{"q":"spring"}');
    expect(sent.map(({ method, path }) => `${method} ${path.split('?')[0]}`)).toEqual([
      'GET /extensions/release-notes',
      'GET /extensions/release-notes/1.2.0',
      'POST /extensions/release-notes',
      'PUT /extensions/release-notes/1.2.0',
      'DELETE /extensions/release-notes/1.2.0',
    ]);
    for (const { method, path } of sent) {
      expect(isDeclaredExtensionRequest(method, path.split('?')[0], [releaseNotes])).toBe(true);
    }
    expect(sent[2].body).toEqual({ version: '1.2.0', title: 'Spring' });
    expect(sent[0].headers).toEqual({ range: 'release-notes=5-9' });
    expect(sent[4].headers).toEqual({});
  });

  it('of a declaration without a form allow only reads', () => {
    const { name, path, label, provider, permission, menu, columns } = releaseNotes;
    const readOnly = { name, path, label, provider, permission, menu, columns };
    const allowed = (method: string, path: string) => isDeclaredExtensionRequest(method, path, [readOnly]);
    expect(allowed('GET', '/extensions/release-notes')).toBe(true);
    expect(allowed('GET', '/extensions/release-notes/1.2.0')).toBe(true);
    expect(allowed('POST', '/extensions/release-notes')).toBe(false);
    expect(allowed('PUT', '/extensions/release-notes/1.2.0')).toBe(false);
    expect(allowed('DELETE', '/extensions/release-notes/1.2.0')).toBe(false);
  });

  it('keep a failure out of the error toaster when the page shows it itself', async () => {
    const { http, sent } = recordingHttp();
    const dp = consoleProvider(http);
    const listParams = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'version', order: 'ASC' as const },
    };
    await dp.getList('releaseNotes', { ...listParams, filter: {}, meta: ERROR_SHOWN_BY_PAGE });
    await dp.getList('releaseNotes', { ...listParams, filter: {} });
    await dp.create('releaseNotes', { data: { version: '1.3.0' }, meta: ERROR_SHOWN_BY_PAGE });
    expect(sent.map(({ method, silent }) => `${method} ${silent ?? false}`)).toEqual([
      'GET true',
      'GET false',
      'POST true',
    ]);
  });

  it('leave every other resource, and the VelaUX verbs, to the VelaUX provider', async () => {
    const { http, sent } = recordingHttp();
    const velaProvider = vela(http);
    const dp = consoleProvider(http, velaProvider);
    await dp.getList('roles', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(sent.map(({ path }) => path)).toEqual(['/api/v1/roles']);
    expect(dp.listMenuPlugins).toBe(velaProvider.listMenuPlugins);
  });

  it('hold /extensions requests to the declarations', () => {
    expect(isDeclaredExtensionRequest('GET', '/extensions/release-notes', [releaseNotes])).toBe(true);
    expect(isDeclaredExtensionRequest('DELETE', '/extensions/release-notes', [releaseNotes])).toBe(false);
    expect(isDeclaredExtensionRequest('GET', '/extensions/release-notes/1/2', [releaseNotes])).toBe(false);
    expect(isDeclaredExtensionRequest('GET', '/extensions/secrets', [releaseNotes])).toBe(false);
  });
});
