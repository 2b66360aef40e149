import type { FormLookups } from '../lookups';

/** A promise the test settles when it wants, to see the loading state first. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** Lookups that answer with nothing, each a spy the test can override. */
export function fakeLookups(overrides: Partial<FormLookups> = {}): FormLookups {
  return {
    imageInfo: vi.fn(async (name: string) => ({ name })),
    helmRepos: vi.fn(async () => []),
    helmCharts: vi.fn(async () => []),
    helmChartVersions: vi.fn(async () => []),
    helmChartValues: vi.fn(async () => ({})),
    secrets: vi.fn(async () => []),
    secretKeys: vi.fn(async () => []),
    policies: vi.fn(async () => []),
    components: vi.fn(async () => []),
    ...overrides,
  };
}
