import type { HttpResponse } from './httpClient';
import { createDataProvider } from './index';
import { listParams } from './recordedHttp';
import { velaResources } from './resourceMap';

/** A data provider whose reads of `answers`' paths are already in, and that fails any request it sends. */
function answeredProvider(answers: Record<string, unknown>) {
  const taken: string[] = [];
  const answered = (path: string): HttpResponse | undefined => {
    if (!(path in answers)) return undefined;
    taken.push(path);
    return { status: 200, json: answers[path], headers: new Headers() };
  };
  const http = () => Promise.reject(new Error('no request expected'));
  return { dp: createDataProvider({ http, resources: velaResources, answered }), taken };
}

const apps = [
  { name: 'old', alias: 'Old', updateTime: '2026-12-01T00:00:00Z', labels: {} },
  { name: 'new', alias: 'New', updateTime: '2026-12-07T00:00:00Z', labels: {} },
  { name: 'mid', alias: 'Mid', updateTime: '2026-12-04T00:00:00Z', labels: {} },
];

describe('answerNow', () => {
  it('makes a list from an answered read as getList would: filtered, sorted and paged', () => {
    const { dp, taken } = answeredProvider({ '/api/v1/applications': { applications: apps } });
    const params = listParams({
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'updateTime', order: 'DESC' },
    });
    expect(dp.answerNow('applications', 'getList', params)).toEqual({
      data: [
        { ...apps[1], id: 'new' },
        { ...apps[2], id: 'mid' },
      ],
      total: 3,
    });
    expect(taken).toEqual(['/api/v1/applications']);
  });

  it("answers a record of its detail read, or of its list's read when it has no detail", () => {
    const { dp } = answeredProvider({
      '/api/v1/applications/web': { name: 'web', alias: 'Web' },
      '/api/v1/applications/web/envs': { envBindings: [{ name: 'dev' }, { name: 'prod' }] },
    });
    expect(dp.answerNow('applications', 'getOne', { id: 'web' })).toEqual({
      id: 'web',
      name: 'web',
      alias: 'Web',
    });
    expect(dp.answerNow('appEnvBindings', 'getOne', { id: 'prod', meta: { app: 'web' } })).toEqual({
      id: 'prod',
      name: 'prod',
    });
    expect(dp.answerNow('appEnvBindings', 'getOne', { id: 'qa', meta: { app: 'web' } })).toBeUndefined();
  });

  it('leaves to the request whatever is not answered, not a read, or not its to make', () => {
    const { dp, taken } = answeredProvider({ '/api/v1/applications': { applications: apps } });
    expect(dp.answerNow('applications', 'getOne', { id: 'web' })).toBeUndefined();
    expect(dp.answerNow('users', 'getList', listParams())).toBeUndefined();
    expect(dp.answerNow('applications', 'getMany', { ids: ['new'] })).toBeUndefined();
    expect(dp.answerNow('nothing', 'getList', listParams())).toBeUndefined();
    // The bindings' path needs its application: the query asks, and says what is missing.
    expect(dp.answerNow('appEnvBindings', 'getList', listParams())).toBeUndefined();
    expect(taken).toEqual([]);
  });
});
