import { delayed } from '@src/test/latency';
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

/**
 * Lookups that answer with nothing, each a spy the test can override. Like the server, every one
 * answers a little later (see src/test/latency.ts), overridden ones too.
 */
export function fakeLookups(overrides: Partial<FormLookups> = {}): FormLookups {
  const answers: FormLookups = {
    imageInfo: async (name: string) => ({ name }),
    helmRepos: async () => [],
    helmCharts: async () => [],
    helmChartVersions: async () => [],
    helmChartValues: async () => ({}),
    secrets: async () => [],
    secretKeys: async () => [],
    policies: async () => [],
    components: async () => [],
    componentUISchema: async () => [],
    ...overrides,
  };
  const spies = Object.entries(answers).map(([name, answer]) => [name, vi.fn(delayed(answer))]);
  return Object.fromEntries(spies) as FormLookups;
}
