import { useEffect, useEffectEvent, useState } from 'react';

export type LookupState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: string };

type Settled<T> = { key: string; data: T } | { key: string; error: string };

/**
 * Runs `load` whenever `key` changes (undefined: nothing to look up) and reports its progress.
 * A reply for an older key is ignored, so quick edits never show stale options.
 */
export function useLookup<T>(key: string | undefined, load: (() => Promise<T>) | undefined): LookupState<T> {
  const [settled, setSettled] = useState<Settled<T>>();
  const run = useEffectEvent(() => load?.());
  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    let request: Promise<T> | undefined;
    try {
      request = run();
    } catch (error) {
      request = Promise.reject(error);
    }
    Promise.resolve(request).then(
      (data) => current && setSettled({ key, data: data as T }),
      (error: unknown) =>
        current && setSettled({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  if (key === undefined || !load) return { status: 'idle' };
  if (settled?.key !== key) return { status: 'loading' };
  return 'error' in settled
    ? { status: 'failed', error: settled.error }
    : { status: 'ready', data: settled.data };
}
