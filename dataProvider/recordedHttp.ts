/**
 * Test support: a data provider over a recorded HTTP client. Each test starts with no call recorded;
 * `answer` sets what the server says, `lastCall` reads the request the provider sent.
 */
import type { GetListParams } from 'react-admin';
import { beforeEach, vi } from 'vitest';
import type { Http, HttpRequestInit } from './httpClient';
import { createDataProvider } from './index';
import { velaResources, type ResourceTable } from './resourceMap';

/** Over the data provider's own collections, or over a table given (the console's, src/registry/dataResources.ts). */
export function recordedHttp(resources: ResourceTable = velaResources) {
  const http = vi.fn<Http>();
  const dp = createDataProvider({ http, resources });
  beforeEach(() => {
    http.mockReset();
  });
  return {
    http,
    dp,
    answer: (json: unknown) => http.mockResolvedValue({ status: 200, json, headers: new Headers() }),
    lastCall: (): [string, HttpRequestInit | undefined] => {
      const [path, init] = http.mock.calls.at(-1) ?? ['', undefined];
      return [path, init];
    },
  };
}

/** A first page of ten, sorted by id, with the given overrides. */
export const listParams = (overrides: Partial<GetListParams> = {}): GetListParams => ({
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' },
  filter: {},
  ...overrides,
});
